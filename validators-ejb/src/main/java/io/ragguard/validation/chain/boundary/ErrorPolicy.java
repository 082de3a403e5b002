package io.ragguard.validation.chain.boundary;

import java.util.Locale;

/**
 * What a validator that crashes or runs out of time means for the answer ({@code validation.on.error}):
 * {@code fail-open} serves it flagged as unverified, {@code fail-closed} refuses it.
 */
public enum ErrorPolicy {
    FAIL_OPEN, FAIL_CLOSED;

    /** The policy a setting names; anything else is {@code fail-open}, the default. */
    public static ErrorPolicy parse(String value) {
        return value != null && value.strip().toLowerCase(Locale.ROOT).equals("fail-closed") ? FAIL_CLOSED
                : FAIL_OPEN;
    }
}
