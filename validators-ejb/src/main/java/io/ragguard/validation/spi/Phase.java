package io.ragguard.validation.spi;

/**
 * When a validator runs. The chain runs the phases in this order; within one, by the validators'
 * {@link Validator#after()} declarations. {@code CHECK} validators judge the answer as it arrives and
 * run in parallel where they do not depend on each other; {@code PATCH} validators repair it one
 * after the other, each seeing the previous one's patch.
 */
public enum Phase {
    /** The answer's language, before anything reads its words. */
    LANGUAGE,
    /** Checks that do not change the answer. */
    CHECK,
    /** Validators that may return a patch. */
    PATCH,
    /**
     * The grounding checks, which judge the answer as it will be served: after every repair of its
     * wording (a term renamed, a figure marked, personal data redacted); they may remove what their
     * sources do not support.
     */
    GROUND,
    /** The length of the text that is served, once every repair and removal is done. */
    TRIM,
    /** The house tone, last. */
    TONE
}
