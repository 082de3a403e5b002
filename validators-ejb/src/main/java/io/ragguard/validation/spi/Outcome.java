package io.ragguard.validation.spi;

import java.util.Locale;

/** How a validator judged an answer, as it appears in responses, records and metrics. */
public enum Outcome {
    PASS, WARN, FAIL, PATCHED, SKIPPED, ERROR;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
