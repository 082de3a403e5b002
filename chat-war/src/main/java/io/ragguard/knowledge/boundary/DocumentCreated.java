package io.ragguard.knowledge.boundary;

/** {@code {"id"}} of a document just stored. */
public record DocumentCreated(long id) {
}
