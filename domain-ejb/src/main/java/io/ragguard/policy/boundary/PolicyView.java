package io.ragguard.policy.boundary;

import java.time.Instant;
import java.util.Map;

/**
 * A policy as the API and the console show it: its settings by name (for its tenant when it has one), its
 * status, who made, published and rolled it back and when, and once published the stored values it replaced
 * ({@code replaced}: a setting that had none is listed with the empty value, and a rollback resets it).
 */
public record PolicyView(long id, String name, String tenant, Map<String, String> settings, String note,
                         PolicyStatus status, String createdBy, Instant createdAt, String publishedBy,
                         Instant publishedAt, Map<String, String> replaced, String rolledBackBy,
                         Instant rolledBackAt) {
}
