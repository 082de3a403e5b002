package io.ragguard.knowledge.boundary;

import java.time.Instant;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/** A stored document as a list shows it: everything but its text, and how many chunks it was cut into. */
public record DocumentSummary(long id, String tenant, String title, String sourceId, Map<String, String> metadata,
                              long chunks, Instant createdAt) {

    public DocumentSummary {
        metadata = Collections.unmodifiableMap(new TreeMap<>(metadata));
    }
}
