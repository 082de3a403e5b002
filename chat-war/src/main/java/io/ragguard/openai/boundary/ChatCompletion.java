package io.ragguard.openai.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;

/**
 * A guarded answer as OpenAI's {@code chat.completion} object, with RAG Guard's evidence and verdicts in
 * the extra top-level field {@code ragguard}, which OpenAI's clients ignore.
 */
@Schema(description = "A guarded answer as OpenAI's chat.completion, with RAG Guard's evidence and verdicts in the "
        + "extra field ragguard, which OpenAI's clients ignore. A reply that declines is a normal answer: its decline "
        + "text with finish_reason stop and ragguard.status declined. A refused answer is a completion too: the "
        + "refusal template with finish_reason content_filter.")
public record ChatCompletion(
        @Schema(description = "chatcmpl- and the record's request id", example = "chatcmpl-6f1c2a4e-...") String id,
        @Schema(enumeration = OBJECT, example = OBJECT) String object,
        @Schema(description = "The request's time in seconds since the epoch", example = "1795000000") long created,
        @Schema(description = "The model as the request named it", example = "northwind") String model,
        @Schema(description = "The one answer") List<Choice> choices,
        Usage usage,
        RagGuardDetails ragguard) {

    public static final String OBJECT = "chat.completion";

    /**
     * The one answer: {@code finish_reason} {@code stop} (a reply that declines included), or
     * {@code content_filter} when the guard refused it.
     */
    @Schema(name = "ChatCompletionChoice", description = "The one answer.")
    public record Choice(@Schema(example = "0") int index, Message message,
                         @Schema(name = "finish_reason", description = "stop (a reply that declines included), or "
                                 + "content_filter when the guard refused the answer",
                                 enumeration = {"stop", "content_filter"}, example = "stop")
                         String finishReason) {
    }

    @Schema(name = "ChatCompletionMessage", description = "A message: its role and its text.")
    public record Message(@Schema(example = "assistant") String role,
                          @Schema(example = "Trail Points members receive an extended return window of 60 days on "
                                  + "all full-price purchases [1].") String content) {
    }

    /** Estimated counts (1.3 tokens a word, the caller's messages and the answer): for budgets, not billing. */
    @Schema(name = "ChatCompletionUsage", description = "Estimated token counts (1.3 tokens a word of the messages "
            + "and the answer): for budgets, not billing.")
    public record Usage(@Schema(name = "prompt_tokens", example = "18") int promptTokens,
                        @Schema(name = "completion_tokens", example = "21") int completionTokens,
                        @Schema(name = "total_tokens", example = "39") int totalTokens) {
    }
}
