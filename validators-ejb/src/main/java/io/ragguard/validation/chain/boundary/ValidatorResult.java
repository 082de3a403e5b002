package io.ragguard.validation.chain.boundary;

import io.ragguard.validation.spi.CheckedClaim;
import io.ragguard.verdict.Outcome;

import java.util.List;

/** What one validator did in one run of the chain; {@code claims} when it judged claim by claim. */
public record ValidatorResult(String name, Outcome outcome, double score, Double threshold,
                              List<String> reasons, long micros, List<CheckedClaim> claims) {

    public ValidatorResult {
        reasons = List.copyOf(reasons);
        claims = claims == null ? List.of() : List.copyOf(claims);
    }

    public ValidatorResult(String name, Outcome outcome, double score, Double threshold, List<String> reasons,
                           long micros) {
        this(name, outcome, score, threshold, reasons, micros, List.of());
    }

    /** Whether the validator's patch was applied to the answer. */
    public boolean patchApplied() {
        return outcome == Outcome.PATCHED;
    }

    public boolean flagged() {
        return outcome != Outcome.PASS && outcome != Outcome.SKIPPED;
    }
}
