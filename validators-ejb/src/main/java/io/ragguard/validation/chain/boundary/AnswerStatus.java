package io.ragguard.validation.chain.boundary;

import java.util.Locale;

/**
 * What the chain made of an answer. {@code passed}: every validator that ran passed; {@code patched}:
 * the ones that did not repaired it; {@code unverified}: a validator could not judge it (it crashed
 * or ran out of time) under {@code validation.on.error=fail-open}, so it is served flagged and goes to
 * the review queue; {@code failed}: a validator refused it and had no repair, or could not judge it
 * when that refuses (fail-closed, or a validator that is always fail-closed).
 */
public enum AnswerStatus {
    PASSED, PATCHED, UNVERIFIED, FAILED;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether every validator that ran passed, or its repair was applied. */
    public boolean passed() {
        return this == PASSED || this == PATCHED;
    }
}
