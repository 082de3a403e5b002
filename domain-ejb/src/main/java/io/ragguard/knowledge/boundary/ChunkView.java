package io.ragguard.knowledge.boundary;

/** One passage of a document as it is indexed, retrieved and cited: its id, its place in the document, its text. */
public record ChunkView(long id, int ordinal, String text) {
}
