package io.ragguard.validation.chain.boundary;

import io.ragguard.validation.spi.Outcome;

import java.util.List;

/** What one validator did in one run of the chain. */
public record ValidatorResult(String name, Outcome outcome, double score, Double threshold,
                              List<String> reasons, long micros) {

    public ValidatorResult {
        reasons = List.copyOf(reasons);
    }

    /** Whether the validator's patch was applied to the answer. */
    public boolean patchApplied() {
        return outcome == Outcome.PATCHED;
    }

    public boolean flagged() {
        return outcome != Outcome.PASS && outcome != Outcome.SKIPPED;
    }
}
