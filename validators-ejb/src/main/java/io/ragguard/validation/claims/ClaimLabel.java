package io.ragguard.validation.claims;

import java.util.Locale;

/** How the evidence stands to a claim. */
public enum ClaimLabel {
    /** The evidence states it. */
    SUPPORTED,
    /** A closely aligned evidence sentence says otherwise: another number or name, negation, an antonym. */
    CONTRADICTORY,
    /** The evidence neither states nor contradicts it. */
    INSUFFICIENT;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The label as the API and the records show it: {@code Supported}, {@code Contradictory}, {@code Insufficient}. */
    public String title() {
        return name().charAt(0) + label().substring(1);
    }
}
