package io.ragguard.answering.boundary;

import java.time.Instant;
import java.util.List;

/**
 * A batch evaluation as far as it has come: {@code running} with its {@code progress} (0 to 1), then
 * {@code done} with its {@code summary} and the worst {@code misses}, or {@code failed} with its {@code error}.
 */
public record EvaluationView(long id, String name, String tenant, Long policyId, String status, double progress,
                             int rows, String createdBy, Instant startedAt, Instant finishedAt,
                             EvaluationSummary summary, List<EvaluationMiss> misses, String error) {
}
