package io.ragguard.evaluation.boundary;

import java.time.Instant;

/**
 * A batch evaluation as stored: what it ran and where it stands, and, once done, its figures as the
 * answering component wrote them (JSON: {@code summary}, the worst {@code misses}, the row {@code verdicts});
 * the texts are null in a listing, and until the run is done.
 */
public record StoredEvaluation(long id, String name, String tenant, Long policyId, EvaluationStatus status,
                               double progress, int rows, String createdBy, Instant startedAt, Instant finishedAt,
                               String summary, String misses, String verdicts, String error) {
}
