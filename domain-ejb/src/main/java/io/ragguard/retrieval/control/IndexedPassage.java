package io.ragguard.retrieval.control;

/** What the index stores of a chunk. */
public record IndexedPassage(long chunkId, long documentId, String title, String sourceId, String text) {
}
