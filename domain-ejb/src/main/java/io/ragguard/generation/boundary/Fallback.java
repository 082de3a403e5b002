package io.ragguard.generation.boundary;

import java.util.Locale;

/**
 * What answers when the provider cannot ({@code llm.fallback}): the extractive generator, or nobody, and
 * the request gets a 503.
 */
public enum Fallback {
    EXTRACTIVE, NONE;

    /** The policy a setting names; anything else is {@code extractive}, the default. */
    public static Fallback parse(String value) {
        return value != null && value.strip().toLowerCase(Locale.ROOT).equals("none") ? NONE : EXTRACTIVE;
    }
}
