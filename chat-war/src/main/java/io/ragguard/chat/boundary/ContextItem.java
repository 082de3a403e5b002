package io.ragguard.chat.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** One passage the answer may cite; its position in {@code context_used} is its marker number - 1. */
@Schema(description = "A passage the answer may cite; the first in context_used is [1].")
public record ContextItem(
        @Schema(description = "The chunk's id", example = "24") String id,
        @Schema(description = "The document's title", example = "Returns and Exchanges Policy") String title,
        @Schema(name = "source_id", description = "The document's source id", example = "retail/returns-policy")
        String sourceId,
        @Schema(description = "Its similarity to the question", example = "0.5961") double score,
        @Schema(description = "The passage's text, shortened") String snippet) {
}
