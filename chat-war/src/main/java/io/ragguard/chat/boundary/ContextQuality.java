package io.ragguard.chat.boundary;

/** How good the retrieved context was: average similarity, passages dropped, and its class. */
public record ContextQuality(double averageSimilarity, int filteredOut, String quality) {
}
