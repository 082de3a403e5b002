package io.ragguard.chat.boundary;

import io.ragguard.export.Scores;
import io.ragguard.retrieval.boundary.RetrievalResult;

import java.util.List;
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

    private static final int SNIPPET_CHARS = 240;

    /** The retrieved passages, in marker order. */
    public static List<ContextItem> listOf(RetrievalResult context) {
        return context.passages().stream()
                .map(p -> new ContextItem(p.chunkId(), p.title(), p.sourceId(), Scores.round(p.score()),
                        snippet(p.text())))
                .toList();
    }

    private static String snippet(String text) {
        return text.length() <= SNIPPET_CHARS ? text : text.substring(0, SNIPPET_CHARS - 1).stripTrailing() + "…";
    }
}
