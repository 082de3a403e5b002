package io.ragguard.chat.control;

import io.ragguard.chat.boundary.ValidationMetrics;
import io.ragguard.recording.boundary.ClaimOutcome;
import io.ragguard.recording.boundary.ValidatorOutcome;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorResult;

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
        return new ValidationMetrics(report.passed(), report.status(), report.reasons(), validators);
    }

    public static List<ValidatorOutcome> recorded(ValidationReport report) {
        return report.results().stream()
                .map(r -> new ValidatorOutcome(r.name(), r.outcome().label(), r.score(), r.threshold(), r.reasons(),
                        r.micros()))
                .toList();
    }

    /** The claims the claims validator judged, with verdicts and evidence spans; empty when it did not run. */
    public static List<ClaimOutcome> recordedClaims(ValidationReport report) {
        return report.claims().stream()
                .map(c -> c.hasEvidence()
                        ? new ClaimOutcome(c.text(), c.label(), c.score(), c.evidenceId(), c.start(), c.end())
                        : new ClaimOutcome(c.text(), c.label(), c.score(), null, null, null))
                .toList();
    }
}
