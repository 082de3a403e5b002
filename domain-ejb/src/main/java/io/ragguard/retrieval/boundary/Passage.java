package io.ragguard.retrieval.boundary;

/** One retrieved passage with its similarity to the question in [0, 1]. */
public record Passage(String chunkId, String documentId, String title, String sourceId, String text,
                      double score) {
}
