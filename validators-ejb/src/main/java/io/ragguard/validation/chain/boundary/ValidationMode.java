package io.ragguard.validation.chain.boundary;

import java.util.Locale;

/**
 * What the chain does to chat answers ({@code validation.mode}, globally or for one tenant): {@code enforce}
 * serves the patched answer and refuses a failed one; {@code observe} ({@code shadow}, its earlier name, is
 * read the same) runs and records the chain, the record saying what enforcing would have done, but serves
 * the answer as generated; {@code off} does not run it.
 */
public enum ValidationMode {
    ENFORCE, OBSERVE, OFF;

    /** The mode a setting names; anything else is {@code enforce}, the safe reading. */
    public static ValidationMode parse(String value) {
        if (value == null) {
            return ENFORCE;
        }
        return switch (value.strip().toLowerCase(Locale.ROOT)) {
            case "observe", "shadow" -> OBSERVE;
            case "off" -> OFF;
            default -> ENFORCE;
        };
    }
}
