package io.ragguard.answering.control;

import io.ragguard.recording.boundary.ClaimOutcome;
import io.ragguard.recording.boundary.ValidatorOutcome;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.spi.CheckedClaim;

import java.util.List;

/** The chain's report as it is recorded: each validator's verdict, and each claim a validator judged. */
public final class RecordedVerdicts {

    private RecordedVerdicts() {
    }

    public static List<ValidatorOutcome> of(ValidationReport report) {
        return report.results().stream()
                .map(r -> new ValidatorOutcome(r.name(), r.outcome(), r.score(), r.threshold(), r.reasons(),
                        r.micros(), r.observed()))
                .toList();
    }

    /**
     * The claims the validators judged (faithfulness, claims), in the order they ran, each with the name of
     * the validator whose verdict it is and its evidence span; empty when none judged any.
     */
    public static List<ClaimOutcome> claims(ValidationReport report) {
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
