package io.ragguard.guardrail.boundary;

import java.time.Instant;

/** A guard list entry as seen outside its component; {@code tenant} null means every tenant. */
public record GuardEntryView(long id, GuardKind kind, String tenant, String pattern, String detail, Instant createdAt,
                             String createdBy) {
}
