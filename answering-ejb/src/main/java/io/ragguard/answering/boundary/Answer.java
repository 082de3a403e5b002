package io.ragguard.answering.boundary;

import io.ragguard.verdict.AnswerStatus;
import io.ragguard.retrieval.boundary.RetrievalResult;
import io.ragguard.validation.chain.boundary.ValidationReport;

/**
 * An answer to serve: its text as served (patched and in tone, or the tenant's decline message), the
 * context it is grounded in, the chain's report (null when validation is off), the conversation it
 * continues, its request and the generator that wrote it ({@code openai:gpt-4o-mini},
 * {@code extractive (fallback: timeout)}).
 */
public record Answer(String text, RetrievalResult context, ValidationReport report, String conversationId,
                     String requestId, String generator) implements Reply {

    /** The record's status: the chain's, or {@code unvalidated} when it did not run. */
    public AnswerStatus status() {
        return report == null ? AnswerStatus.UNVALIDATED : report.answerStatus();
    }
}
