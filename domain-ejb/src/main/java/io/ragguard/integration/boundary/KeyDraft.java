package io.ragguard.integration.boundary;

import io.ragguard.request.Problem;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A key to make: its name (1 to 100 letters, digits, spaces, dots, hyphens or underscores), the tenants it
 * may use (at least one), an optional expiry in the future and an optional rate limit (1 to 100,000
 * requests per minute).
 */
public record KeyDraft(String name, List<String> tenants, Instant expiresAt, Integer ratePerMinute) {

    public static final int MAX_RATE = 100_000;
    private static final Pattern NAME = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N} ._-]{0,99}");

    public KeyDraft {
        name = name == null ? null : name.strip();
        tenants = tenants == null ? List.of() : tenants.stream().map(String::strip).distinct().toList();
    }

    /** Why the draft cannot be made a key now, or empty when it can (whether the tenants exist is the boundary's). */
    public Optional<Problem> problem(Instant now) {
        if (name == null || !NAME.matcher(name).matches()) {
            return Optional.of(new Problem("name", "name must be 1 to 100 letters, digits, spaces, dots, hyphens or "
                    + "underscores, starting with a letter or digit"));
        }
        if (tenants.isEmpty()) {
            return Optional.of(new Problem("tenants", "tenants must name at least one tenant the key may use"));
        }
        if (expiresAt != null && !expiresAt.isAfter(now)) {
            return Optional.of(new Problem("expires_at", "expires_at must be in the future"));
        }
        if (ratePerMinute != null && (ratePerMinute < 1 || ratePerMinute > MAX_RATE)) {
            return Optional.of(new Problem("rate_per_minute", "rate_per_minute must be from 1 to " + MAX_RATE));
        }
        return Optional.empty();
    }
}
