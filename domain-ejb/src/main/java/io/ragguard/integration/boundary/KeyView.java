package io.ragguard.integration.boundary;

import java.time.Instant;
import java.util.List;

/**
 * An integration key as admins see it: never its value, only its first characters ({@code prefix}); the
 * tenants it may use, its expiry and rate limit (null: none), who made it and when, and whether and
 * when it was revoked.
 */
public record KeyView(long id, String name, String prefix, List<String> tenants, Instant expiresAt,
                      Integer ratePerMinute, Instant createdAt, String createdBy, Instant revokedAt,
                      String revokedBy) {

    public KeyView {
        tenants = List.copyOf(tenants);
    }

    /**
     * Refuses a tenant the key does not name.
     *
     * @throws OutsideScopeException when {@code tenant} is not in the key's scope
     */
    public static void requireScope(KeyView key, String tenant) {
        if (key != null && !key.tenants().contains(tenant)) {
            throw new OutsideScopeException("the integration key " + key.name() + " may not use tenant " + tenant);
        }
    }

    /** Whether the key is accepted now: not revoked and not expired. */
    public boolean usable(Instant now) {
        return revokedAt == null && (expiresAt == null || now.isBefore(expiresAt));
    }
}
