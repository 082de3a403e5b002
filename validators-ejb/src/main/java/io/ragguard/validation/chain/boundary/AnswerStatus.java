package io.ragguard.validation.chain.boundary;

import java.util.Locale;

/**
 * What the chain made of an answer. {@code passed}: every validator that ran passed; {@code patched}:
 * the ones that did not repaired it; {@code unverified}: a validator could not judge it (it crashed
 * or ran out of time under {@code validation.on.error=fail-open}, or it cannot read the answer's
 * language) or could not vouch for it (unsupported sentences served under
 * {@code validation.unsupported-sentences=flag}), so it is served flagged and goes to the review queue;
 * {@code declined}: the reply does not answer (see {@code DeclineReason}), whatever made it so, and every
 * validator that ran could judge it (a decline a validator could not judge stays {@code unverified});
 * {@code failed}: a validator refused it and had no repair, or could not judge it when that refuses
 * (fail-closed, or a validator that is always fail-closed).
 */
public enum AnswerStatus {
    PASSED, PATCHED, UNVERIFIED, DECLINED, FAILED;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Whether nothing served is unsupported: every validator that ran passed, or its repair was applied,
     * or the reply declines.
     */
    public boolean passed() {
        return this == PASSED || this == PATCHED || this == DECLINED;
    }

    /**
     * This status for a reply that does not answer when {@code declines}: declined when it is passed or
     * patched, else unchanged (unverified or failed).
     */
    public AnswerStatus declining(boolean declines) {
        return declines && (this == PASSED || this == PATCHED) ? DECLINED : this;
    }

    /** The status a label names ({@code passed}, ...). */
    public static AnswerStatus parse(String label) {
        return valueOf(label.strip().toUpperCase(Locale.ROOT));
    }
}
