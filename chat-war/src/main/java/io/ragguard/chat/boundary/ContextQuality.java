package io.ragguard.chat.boundary;

import io.ragguard.export.Scores;
import io.ragguard.retrieval.boundary.RetrievalResult;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** How good the retrieved context was: average similarity, passages dropped, and its class. */
@Schema(description = "How good the retrieved context was.")
public record ContextQuality(
        @Schema(name = "average_similarity", description = "The average similarity of the kept passages",
                example = "0.4996")
        double averageSimilarity,
        @Schema(name = "filtered_out", description = "How many passages were dropped", example = "17") int filteredOut,
        @Schema(description = "high (above 0.6), medium (from 0.4), low, or none",
                enumeration = {"high", "medium", "low", "none"}, example = "medium")
        String quality) {

    public static ContextQuality of(RetrievalResult context) {
        return new ContextQuality(Scores.round(context.averageSimilarity()), context.filteredOut(),
                context.quality().label());
    }
}
