package io.ragguard.validation.chain.boundary;

import io.ragguard.validation.spi.CheckedClaim;
import io.ragguard.verdict.Outcome;

import java.util.List;

/**
 * What one validator did in one run of the chain; {@code claims} when it judged claim by claim, and
 * {@code observed} when it ran in observe mode ({@code validator.<name>.enforcement}): its outcome then says what
 * enforcing it would have done, but its patch was not applied and it counts for neither the answer's status
 * nor its reasons.
 */
public record ValidatorResult(String name, Outcome outcome, double score, Double threshold,
                              List<String> reasons, long micros, List<CheckedClaim> claims, boolean observed) {

    public ValidatorResult {
        reasons = List.copyOf(reasons);
        claims = claims == null ? List.of() : List.copyOf(claims);
    }

    public ValidatorResult(String name, Outcome outcome, double score, Double threshold, List<String> reasons,
                           long micros) {
        this(name, outcome, score, threshold, reasons, micros, List.of());
    }

    /** An enforced validator's result. */
    public ValidatorResult(String name, Outcome outcome, double score, Double threshold, List<String> reasons,
                           long micros, List<CheckedClaim> claims) {
        this(name, outcome, score, threshold, reasons, micros, claims, false);
    }

    /** The same result from a validator in observe mode. */
    public ValidatorResult asObserved() {
        return new ValidatorResult(name, outcome, score, threshold, reasons, micros, claims, true);
    }

    /** Whether it flags the answer: an enforced validator's outcome other than pass and skipped. */
    public boolean flagsAnswer() {
        return !observed && flagged();
    }

    /** Whether the validator's patch was applied to the answer. */
    public boolean patchApplied() {
        return !observed && outcome == Outcome.PATCHED;
    }

    public boolean flagged() {
        return outcome != Outcome.PASS && outcome != Outcome.SKIPPED;
    }
}
