package io.ragguard.validation.chain.boundary;

import io.ragguard.validation.spi.CheckedClaim;
import io.ragguard.validation.spi.Outcome;

import java.util.List;

/**
 * The chain's judgement of one answer. {@code passed} is false when a validator failed with no
 * patch (or crashed under the fail-closed policy); {@code answer} is the answer after all patches.
 */
public record ValidationReport(boolean passed, List<String> reasons, List<ValidatorResult> results,
                               String originalAnswer, String answer) {

    public ValidationReport {
        reasons = List.copyOf(reasons);
        results = List.copyOf(results);
    }

    /** The claims judged by the validators that ran (the claims validator), in order; empty if none did. */
    public List<CheckedClaim> claims() {
        return results.stream().flatMap(r -> r.claims().stream()).toList();
    }

    public boolean patched() {
        return results.stream().anyMatch(r -> r.outcome() == Outcome.PATCHED);
    }

    /** Passed, patched or failed: the status under which the answer is recorded. */
    public String status() {
        if (!passed) {
            return "failed";
        }
        return patched() ? "patched" : "passed";
    }
}
