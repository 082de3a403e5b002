package io.ragguard.chat.boundary;

/** One passage the answer may cite; its position in {@code context_used} is its marker number - 1. */
public record ContextItem(String id, String title, String sourceId, double score, String snippet) {
}
