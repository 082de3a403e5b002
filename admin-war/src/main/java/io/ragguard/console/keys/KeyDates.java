package io.ragguard.console.keys;

import io.ragguard.integration.boundary.KeyView;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;

/**
 * A key's expiry as the admin entered it: the last day it works (UTC), which is the day before the instant it
 * stops, since a key made with a last day stops as the next day begins; and whether it has expired.
 */
final class KeyDates {

    private KeyDates() {
    }

    /** The last day (UTC) the key works on; null when it never expires. */
    static LocalDate lastDay(Instant expiresAt) {
        return expiresAt == null ? null : LocalDate.ofInstant(expiresAt.minusNanos(1), ZoneOffset.UTC);
    }

    /** Whether the key has expired (a revoked key is revoked, not expired). */
    static boolean expired(KeyView key, Instant now) {
        return key.revokedAt() == null && key.expiresAt() != null && !now.isBefore(key.expiresAt());
    }
}
