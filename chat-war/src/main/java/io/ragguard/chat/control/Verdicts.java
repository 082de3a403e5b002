package io.ragguard.chat.control;

import io.ragguard.chat.boundary.ValidationMetrics;
import io.ragguard.recording.boundary.ClaimOutcome;
import io.ragguard.recording.boundary.ValidatorOutcome;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorResult;
import io.ragguard.validation.spi.CheckedClaim;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The chain's report as the client sees it and as it is recorded. */
public final class Verdicts {

    private Verdicts() {
    }

    public static ValidationMetrics metrics(ValidationReport report) {
        Map<String, ValidationMetrics.ValidatorMetrics> validators = new LinkedHashMap<>();
        for (ValidatorResult r : report.results()) {
            validators.put(r.name(), new ValidationMetrics.ValidatorMetrics(r.outcome().label(),
                    RetrievedContext.round(r.score()), r.threshold(), r.reasons()));
        }
        return new ValidationMetrics(report.passed(), report.status(), report.declineLabel(), report.reasons(),
                validators);
    }

    public static List<ValidatorOutcome> recorded(ValidationReport report) {
        return report.results().stream()
                .map(r -> new ValidatorOutcome(r.name(), r.outcome().label(), r.score(), r.threshold(), r.reasons(),
                        r.micros()))
                .toList();
    }

    /**
     * The claims the validators judged (faithfulness, claims), in the order they ran, each with the name of
     * the validator whose verdict it is and its evidence span; empty when none judged any.
     */
    public static List<ClaimOutcome> recordedClaims(ValidationReport report) {
        return report.results().stream()
                .flatMap(r -> r.claims().stream().map(c -> recorded(r.name(), c)))
                .toList();
    }

    private static ClaimOutcome recorded(String validator, CheckedClaim c) {
        return c.hasEvidence()
                ? new ClaimOutcome(validator, c.text(), c.label(), c.score(), c.evidenceId(), c.start(), c.end())
                : new ClaimOutcome(validator, c.text(), c.label(), c.score(), null, null, null);
    }
}
