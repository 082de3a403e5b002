package io.ragguard.validation.chain.boundary;

import io.ragguard.verdict.AnswerStatus;
import io.ragguard.validation.spi.CheckedClaim;
import io.ragguard.validation.spi.DeclineReason;

import java.util.List;

/**
 * The chain's judgement of one answer: its {@link AnswerStatus}, the reasons of every validator that
 * flagged it, each validator's result, {@code answer}, the answer after all patches, and
 * {@code declineReason}, why the reply does not answer when its status is {@code declined} (else null).
 */
public record ValidationReport(AnswerStatus answerStatus, List<String> reasons, List<ValidatorResult> results,
                               String originalAnswer, String answer, DeclineReason declineReason) {

    public ValidationReport {
        reasons = List.copyOf(reasons);
        results = List.copyOf(results);
    }

    /** A report of an answer that does not decline. */
    public ValidationReport(AnswerStatus answerStatus, List<String> reasons, List<ValidatorResult> results,
                            String originalAnswer, String answer) {
        this(answerStatus, reasons, results, originalAnswer, answer, null);
    }

    /**
     * The report of a chain run that ended with {@code status}, where {@code declined} says why the answer
     * the chain leaves does not answer (null when it answers): a passed or patched reply that does not
     * answer is declined with its reason; an unverified or failed one keeps its status and carries no
     * reason, so a reply a validator could not judge is never served as passed.
     */
    public static ValidationReport judged(AnswerStatus status, DeclineReason declined, List<String> reasons,
                                          List<ValidatorResult> results, String originalAnswer, String answer) {
        AnswerStatus served = status.declining(declined != null);
        return new ValidationReport(served, reasons, results, originalAnswer, answer,
                served == AnswerStatus.DECLINED ? declined : null);
    }

    /** The claims judged by the validators that ran (faithfulness, claims), in order; empty if none did. */
    public List<CheckedClaim> claims() {
        return results.stream().flatMap(r -> r.claims().stream()).toList();
    }

    /**
     * Whether nothing unsupported is served: every validator that ran passed or repaired the answer, or
     * the reply declines. Never when a validator could not judge it or could not vouch for it.
     */
    public boolean passed() {
        return answerStatus.passed();
    }

    /** Whether the answer is refused: a validator failed it without a repair, or could not judge it fail-closed. */
    public boolean refused() {
        return answerStatus == AnswerStatus.FAILED;
    }

    /** Whether the reply does not answer. */
    public boolean declined() {
        return answerStatus == AnswerStatus.DECLINED;
    }

    /** The status under which the answer is recorded: passed, patched, unverified, declined or failed. */
    public String status() {
        return answerStatus.label();
    }

    /** The decline reason's label ({@code no_context}, ...), or null when the reply answers. */
    public String declineLabel() {
        return declineReason == null ? null : declineReason.label();
    }
}
