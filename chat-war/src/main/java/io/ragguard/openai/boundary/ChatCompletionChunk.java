package io.ragguard.openai.boundary;

import java.util.List;

/**
 * One event of a streamed answer as OpenAI's {@code chat.completion.chunk}: the first delta names the role,
 * the next ones carry validated text, the last one the {@code finish_reason} and RAG Guard's
 * {@code ragguard} field.
 */
public record ChatCompletionChunk(String id, String object, long created, String model, List<Choice> choices,
                                  ChatCompletion.Usage usage, RagGuardDetails ragguard) {

    public static final String OBJECT = "chat.completion.chunk";

    public record Choice(int index, Delta delta, String finishReason) {
    }

    public record Delta(String role, String content) {
    }
}
