package io.ragguard.openai.boundary;

import java.util.List;

/**
 * A guarded answer as OpenAI's {@code chat.completion} object, with RAG Guard's evidence and verdicts in
 * the extra top-level field {@code ragguard}, which OpenAI's clients ignore.
 */
public record ChatCompletion(String id, String object, long created, String model, List<Choice> choices, Usage usage,
                             RagGuardDetails ragguard) {

    public static final String OBJECT = "chat.completion";

    /** The one answer: {@code finish_reason} {@code stop}, or {@code content_filter} when the guard refused it. */
    public record Choice(int index, Message message, String finishReason) {
    }

    public record Message(String role, String content) {
    }

    /** Estimated counts (1.3 tokens a word, the caller's messages and the answer): for budgets, not billing. */
    public record Usage(int promptTokens, int completionTokens, int totalTokens) {
    }
}
