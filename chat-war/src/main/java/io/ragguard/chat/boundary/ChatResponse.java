package io.ragguard.chat.boundary;

import io.ragguard.api.ValidationMetrics;
import io.ragguard.answering.boundary.Answer;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;

/**
 * The answer with the context it is grounded in and the generator that wrote it
 * ({@code openai:gpt-4o-mini}, {@code extractive (fallback: timeout)}); {@code validationMetrics} is null
 * (and so left out of the JSON) when validators are disabled, so older clients see the schema they know.
 */
@Schema(description = "A guarded answer, the passages it is grounded in, and the validators' verdict.")
public record ChatResponse(
        @Schema(description = "The answer as served; [n] cites the n-th entry of context_used",
                example = "Trail Points members receive an extended return window of 60 days on all full-price "
                        + "purchases [1].")
        String response,
        @Schema(name = "context_used", description = "The passages the answer may cite, in marker order")
        List<ContextItem> contextUsed,
        @Schema(name = "validation_metrics", description = "The validators' verdict; left out when validators are "
                + "disabled")
        ValidationMetrics validationMetrics,
        @Schema(name = "conversation_id", description = "Send it back to continue the conversation")
        String conversationId,
        @Schema(name = "request_id", description = "The answer's record, at /api/admin/records/{request_id}")
        String requestId,
        @Schema(name = "context_quality") ContextQuality contextQuality,
        @Schema(description = "Who wrote the answer", example = "extractive (fallback: timeout)") String generator) {

    public static ChatResponse of(Answer answer) {
        return new ChatResponse(answer.text(), ContextItem.listOf(answer.context()),
                answer.report() == null ? null : ValidationMetrics.of(answer.report()), answer.conversationId(),
                answer.requestId(), ContextQuality.of(answer.context()), answer.generator());
    }
}
