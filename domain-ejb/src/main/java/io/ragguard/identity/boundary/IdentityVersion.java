package io.ragguard.identity.boundary;

import java.io.Serializable;
import java.time.Instant;

/** One version of a tenant's identity prompt: its number, text, author, time and whether it is the active one. */
public record IdentityVersion(int version, String text, String createdBy, Instant createdAt, boolean active)
        implements Serializable {
}
