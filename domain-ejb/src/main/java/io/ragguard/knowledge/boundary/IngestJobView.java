package io.ragguard.knowledge.boundary;

import java.time.Instant;

/**
 * An indexing job as clients and the console see it: queued, running ({@code indexed} of {@code chunks}
 * done), done, or failed with its {@code error}.
 */
public record IngestJobView(String id, long documentId, String tenant, String status, int chunks, int indexed,
                            String error, Instant createdAt, Instant updatedAt) {
}
