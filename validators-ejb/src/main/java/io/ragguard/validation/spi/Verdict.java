package io.ragguard.validation.spi;

import io.ragguard.verdict.Outcome;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A validator's judgement. A {@link Outcome#FAIL} with a {@code patch} means "the answer was wrong
 * and here is the repaired text"; the chain applies the patch and records the outcome as patched.
 * {@code claims} are the answer's claims (or sentences) with their labels and evidence spans, for
 * validators that judge claim by claim (empty for the others). {@code declines} says why, when the patch
 * replaces the answer with a reply that does not answer (null otherwise).
 */
public record Verdict(Outcome outcome, double score, Double threshold, List<String> reasons, String patch,
                      List<CheckedClaim> claims, DeclineReason declines) {

    public Verdict {
        Objects.requireNonNull(outcome, "outcome");
        reasons = List.copyOf(reasons);
        claims = claims == null ? List.of() : List.copyOf(claims);
    }

    public Verdict(Outcome outcome, double score, Double threshold, List<String> reasons, String patch,
                   List<CheckedClaim> claims) {
        this(outcome, score, threshold, reasons, patch, claims, null);
    }

    public Verdict(Outcome outcome, double score, Double threshold, List<String> reasons, String patch) {
        this(outcome, score, threshold, reasons, patch, List.of(), null);
    }

    public static Verdict pass(double score, Double threshold) {
        return new Verdict(Outcome.PASS, score, threshold, List.of(), null);
    }

    public static Verdict warn(double score, Double threshold, String... reasons) {
        return new Verdict(Outcome.WARN, score, threshold, List.of(reasons), null);
    }

    public static Verdict fail(double score, Double threshold, String... reasons) {
        return new Verdict(Outcome.FAIL, score, threshold, List.of(reasons), null);
    }

    /** The validator could not vouch for the answer: it is served, flagged. */
    public static Verdict unverified(double score, Double threshold, String... reasons) {
        return new Verdict(Outcome.UNVERIFIED, score, threshold, List.of(reasons), null);
    }

    public static Verdict skip(String reason) {
        return new Verdict(Outcome.SKIPPED, 1.0, null, List.of(reason), null);
    }

    /**
     * The skip of a validator that judges an answer by its evidence, when there is nothing to judge: no
     * evidence ({@code no_reliable_context}), or an answer that declines ({@code dont_know_answer}).
     */
    public static Optional<Verdict> skipWithoutClaims(ValidationInput input) {
        if (!input.hasEvidence()) {
            return Optional.of(skip("no_reliable_context"));
        }
        return input.declines() ? Optional.of(skip("dont_know_answer")) : Optional.empty();
    }

    /** The same judgement with a repaired answer attached. */
    public Verdict withPatch(String patchedAnswer) {
        return new Verdict(outcome, score, threshold, reasons, patchedAnswer, claims, declines);
    }

    /** The same judgement whose patch is a reply that does not answer, for this reason. */
    public Verdict declining(String reply, DeclineReason reason) {
        return new Verdict(outcome, score, threshold, reasons, reply, claims, reason);
    }

    /** The same judgement with the claims it was made from. */
    public Verdict withClaims(List<CheckedClaim> checked) {
        return new Verdict(outcome, score, threshold, reasons, patch, checked, declines);
    }

    public boolean hasPatch() {
        return patch != null;
    }
}
