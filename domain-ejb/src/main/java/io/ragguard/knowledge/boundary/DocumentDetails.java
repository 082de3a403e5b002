package io.ragguard.knowledge.boundary;

import java.time.Instant;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/** One stored document with its text. */
public record DocumentDetails(long id, String tenant, String title, String sourceId, Map<String, String> metadata,
                              String content, long chunks, Instant createdAt) {

    public DocumentDetails {
        metadata = Collections.unmodifiableMap(new TreeMap<>(metadata));
    }
}
