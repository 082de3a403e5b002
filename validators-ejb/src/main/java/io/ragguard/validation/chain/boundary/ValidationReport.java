package io.ragguard.validation.chain.boundary;

import io.ragguard.text.DontKnow;
import io.ragguard.validation.spi.CheckedClaim;

import java.util.List;

/**
 * The chain's judgement of one answer: its {@link AnswerStatus}, the reasons of every validator that
 * flagged it, each validator's result, and {@code answer}, the answer after all patches.
 */
public record ValidationReport(AnswerStatus answerStatus, List<String> reasons, List<ValidatorResult> results,
                               String originalAnswer, String answer) {

    public ValidationReport {
        reasons = List.copyOf(reasons);
        results = List.copyOf(results);
    }

    /** The claims judged by the validators that ran (the claims validator), in order; empty if none did. */
    public List<CheckedClaim> claims() {
        return results.stream().flatMap(r -> r.claims().stream()).toList();
    }

    /**
     * Whether every validator that ran passed or repaired the answer: never when one could not judge
     * it, and never when the answer was withheld, replaced by an "I don't know" template that it was
     * not (answer-relevancy found it off topic, or confidence found no reliable context): what was
     * asked is then unanswered, whatever the status.
     */
    public boolean passed() {
        return answerStatus.passed() && !withheld();
    }

    /** Whether a patch replaced the answer with one that only declines ({@link DontKnow}). */
    public boolean withheld() {
        return DontKnow.declines(answer) && !DontKnow.declines(originalAnswer);
    }

    /** Whether the answer is refused: a validator failed it without a repair, or could not judge it fail-closed. */
    public boolean refused() {
        return answerStatus == AnswerStatus.FAILED;
    }

    /** The status under which the answer is recorded: passed, patched, unverified or failed. */
    public String status() {
        return answerStatus.label();
    }
}
