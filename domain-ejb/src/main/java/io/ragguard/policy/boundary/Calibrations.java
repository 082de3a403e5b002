package io.ragguard.policy.boundary;


import io.ragguard.policy.boundary.ThresholdCurve.Labelled;
import io.ragguard.policy.control.CalibrationLabels;
import io.ragguard.recording.boundary.ValidatorOutcome;
import io.ragguard.request.InvalidRequestException;
import io.ragguard.settings.boundary.InvalidSettingException;
import io.ragguard.settings.boundary.SettingView;
import io.ragguard.settings.boundary.Settings;
import io.ragguard.tenant.boundary.Tenants;
import io.ragguard.verdict.Outcome;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Calibrates a validator's threshold on labelled answers: the answers reviewers decided ({@code decisions}:
 * each decided answer's recorded score from the validator, labelled good when {@code approved}, bad when
 * {@code rejected}) or those of a finished batch evaluation ({@code evaluation}: its faithful answers good, its
 * hallucinated ones bad). They give the curve of every threshold; the proposal is the threshold of the highest balanced agreement that still passes the floor's
 * share of the good answers, and goes into a new draft policy, to replay and publish. Whether higher scores
 * pass is read from the validator's own recorded verdicts.
 */
@Stateless
public class Calibrations {

    static final String DECISIONS = "decisions";
    static final String EVALUATION = "evaluation";

    @Inject
    CalibrationLabels labelling;

    @Inject
    Settings settings;

    @Inject
    Tenants tenants;

    @Inject
    Policies policies;

    /**
     * @throws InvalidRequestException naming the field at fault
     * @throws TooFewLabelsException   with fewer than {@value CalibrationRequest#MIN_LABELS} labelled answers, or
     *                                 only good or only bad ones, saying how many more are needed
     */
    public Calibration calibrate(CalibrationRequest request, String actor) {
        if (request.validator() == null || request.validator().isBlank()) {
            throw new InvalidRequestException("validator", "validator names the validator whose threshold to calibrate");
        }
        String validator = request.validator().strip();
        String source = request.source() == null || request.source().isBlank() ? DECISIONS
                : request.source().strip().toLowerCase(Locale.ROOT);
        if (!source.equals(DECISIONS) && !source.equals(EVALUATION)) {
            throw new InvalidRequestException("source", "source must be decisions (the reviewers' approved and "
                    + "rejected answers) or evaluation (the labelled answers of a batch evaluation)");
        }
        double floor = request.floor() == null ? CalibrationRequest.DEFAULT_FLOOR : request.floor();
        if (!(floor >= 0 && floor <= 1)) {
            throw new InvalidRequestException("floor", "floor must be from 0 to 1");
        }
        String tenant = request.tenant() == null || request.tenant().isBlank() ? null : tenants.require(request.tenant()).id();
        String setting = "validator." + validator + ".threshold";
        double current = currentThreshold(tenant, setting, validator);

        CalibrationLabels.Labels labels = source.equals(EVALUATION) ? labelling.evaluated(request.evaluationId(), validator)
                : labelling.decided(tenant, validator);
        List<Labelled> labelled = labels.labelled();
        List<ValidatorOutcome> verdicts = labels.verdicts();
        long good = labelled.stream().filter(Labelled::good).count();
        long bad = labelled.size() - good;
        if (labelled.size() < CalibrationRequest.MIN_LABELS || good == 0 || bad == 0) {
            throw new TooFewLabelsException(validator + " has scores on " + good + " approved and " + bad
                    + " rejected answers" + (source.equals(EVALUATION) ? " of evaluation " + request.evaluationId()
                    : tenant == null ? "" : " of " + tenant) + "; calibrating needs at least "
                    + CalibrationRequest.MIN_LABELS + " with both kinds: "
                    + Math.max(CalibrationRequest.MIN_LABELS - labelled.size(), 0)
                    + (source.equals(EVALUATION) ? " more labelled answers" : " more decisions")
                    + (good == 0 ? ", some of them approved" : bad == 0 ? ", some of them rejected" : ""));
        }
        boolean higherPasses = higherPasses(verdicts);
        List<Calibration.CurvePoint> curve = ThresholdCurve.of(labelled, higherPasses);
        Calibration.CurvePoint best = ThresholdCurve.best(curve, floor, current).orElseThrow();
        String from = source.equals(EVALUATION)
                ? "from evaluation " + request.evaluationId() + ", " + good + " faithful and " + bad + " hallucinated answers"
                : "from " + good + " approved and " + bad + " rejected answers";
        PolicyView draft = policies.create(new PolicyDraft("calibrated " + validator + " threshold", tenant,
                Map.of(setting, Double.toString(best.threshold())), from + ": balanced agreement " + best.agreement() + ", good answers passed "
                + best.goodPassRate() + " (floor " + floor + ")"), actor);
        return new Calibration(validator, tenant, source, (int) good, (int) bad, current, best.threshold(),
                higherPasses, floor, curve, draft.id());
    }

    private double currentThreshold(String tenant, String setting, String validator) {
        try {
            SettingView view = settings.get(Policies.target(tenant, setting));
            String value = view.value() != null ? view.value() : view.defaultValue();
            return value == null ? 0.5 : Double.parseDouble(value);
        } catch (InvalidSettingException e) {
            throw new InvalidRequestException("validator", validator + " is not a validator with a threshold");
        }
    }

    /**
     * Whether the validator passes higher scores: of its verdicts held to a threshold, those that read
     * "score at least the threshold passes" against those that read "at most".
     */
    static boolean higherPasses(List<ValidatorOutcome> verdicts) {
        int higher = 0;
        int lower = 0;
        for (ValidatorOutcome o : verdicts) {
            if (o.threshold() == null || o.score() == null || o.outcome() == Outcome.WARN) {
                continue;
            }
            boolean passed = o.outcome() == Outcome.PASS;
            higher += (o.score() >= o.threshold()) == passed ? 1 : 0;
            lower += (o.score() <= o.threshold()) == passed ? 1 : 0;
        }
        return higher >= lower;
    }
}
