package io.ragguard.openai.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;

/**
 * One event of a streamed answer as OpenAI's {@code chat.completion.chunk}: the first delta names the role,
 * the next ones carry validated text, the last one the {@code finish_reason} and RAG Guard's
 * {@code ragguard} field.
 */
@Schema(description = "One event of a streamed answer as OpenAI's chat.completion.chunk: the first delta names the "
        + "role, the next ones carry validated text, the last one the finish_reason and the ragguard field; with "
        + "stream_options.include_usage a chunk with usage and no choices follows.")
public record ChatCompletionChunk(
        @Schema(description = "chatcmpl- and the record's request id, the same in every chunk") String id,
        @Schema(enumeration = OBJECT, example = OBJECT) String object,
        @Schema(description = "The request's time in seconds since the epoch") long created,
        @Schema(example = "northwind") String model,
        List<Choice> choices,
        @Schema(description = "Only in the usage chunk") ChatCompletion.Usage usage,
        @Schema(description = "Only in the last chunk of the answer") RagGuardDetails ragguard) {

    public static final String OBJECT = "chat.completion.chunk";

    @Schema(name = "ChatCompletionChunkChoice")
    public record Choice(int index, Delta delta,
                         @Schema(name = "finish_reason", description = "In the last chunk: stop (a reply that "
                                 + "declines included), or content_filter when the guard refused the answer",
                                 enumeration = {"stop", "content_filter"})
                         String finishReason) {
    }

    @Schema(name = "ChatCompletionChunkDelta", description = "What the chunk adds: the role in the first, validated "
            + "text in the next ones.")
    public record Delta(@Schema(example = "assistant") String role,
                        @Schema(example = "Trail Points members receive an extended return window of 60 days [1].")
                        String content) {
    }
}
