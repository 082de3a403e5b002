package io.ragguard.answering.boundary;

import java.time.Instant;
import java.util.List;

/**
 * A replay of a draft policy on stored answers, as far as it has come: {@code running} with its
 * {@code progress} (0 to 1), then {@code done} with its {@code summary} and up to 50 {@code examples} of
 * answers whose status the draft changes, or {@code failed} with its {@code error}.
 */
public record ReplayJob(String jobId, long policyId, String status, double progress, Instant startedAt,
                        Instant finishedAt, ReplaySummary summary, List<ReplayExample> examples, String error) {

    /** One answer whose status the draft changes, with the address of its record. */
    public record ReplayExample(String requestId, String tenant, String question, String statusBefore,
                                String statusAfter, List<String> reasonsAfter, String record) {
    }
}
