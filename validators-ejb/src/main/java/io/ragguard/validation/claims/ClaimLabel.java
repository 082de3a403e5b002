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
}
