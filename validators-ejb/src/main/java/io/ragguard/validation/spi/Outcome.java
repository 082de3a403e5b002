package io.ragguard.validation.spi;

import java.util.Locale;

/**
 * How a validator judged an answer, as it appears in responses, records and metrics. {@code UNVERIFIED}:
 * it could not vouch for the answer (a language its models cannot read, or unsupported sentences that the
 * policy serves flagged), so the answer is served and flagged.
 */
public enum Outcome {
    PASS, WARN, FAIL, PATCHED, SKIPPED, ERROR, UNVERIFIED;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
