package io.ragguard.retrieval.boundary;

/** A chunk as the knowledge component hands it over for indexing, before it is embedded. */
public record PassageText(long chunkId, long documentId, String title, String sourceId, String text) {
}
