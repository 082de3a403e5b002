package io.ragguard.audit.boundary;

import java.time.Instant;

/** One audited change as shown to admins. */
public record AuditEntry(long id, Instant at, String actor, String action, String target, String oldValue,
                         String newValue) {
}
