package io.ragguard.knowledge.boundary;

/**
 * A document just stored and queued for indexing: its {@code id}, the {@code jobId} that indexes it
 * (follow it at {@code /api/knowledge/jobs/{jobId}}), the job's status and the document's chunk count.
 */
public record Submitted(long id, String jobId, String status, int chunks) {
}
