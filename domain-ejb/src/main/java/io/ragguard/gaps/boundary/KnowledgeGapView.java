package io.ragguard.gaps.boundary;

import java.time.Instant;

/** A recorded knowledge gap: a name an answer used that the evidence did not contain. */
public record KnowledgeGapView(long id, String tenant, String entity, String question, Instant createdAt) {
}
