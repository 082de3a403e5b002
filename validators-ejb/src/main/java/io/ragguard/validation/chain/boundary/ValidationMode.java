package io.ragguard.validation.chain.boundary;

import java.util.Locale;

/**
 * What the chain does to chat answers ({@code validation.mode}): {@code enforce} serves the patched
 * answer and refuses a failed one; {@code shadow} runs and records the chain but serves the answer as
 * generated; {@code off} does not run it.
 */
public enum ValidationMode {
    ENFORCE, SHADOW, OFF;

    /** The mode a setting names; anything else is {@code enforce}, the safe reading. */
    public static ValidationMode parse(String value) {
        if (value == null) {
            return ENFORCE;
        }
        return switch (value.strip().toLowerCase(Locale.ROOT)) {
            case "shadow" -> SHADOW;
            case "off" -> OFF;
            default -> ENFORCE;
        };
    }
}
