package io.ragguard.validation.text;

/**
 * What one sentence of an answer does. Only a {@code CLAIM} says something about the world that its
 * sources must support; the other sentences are still read for personal data, ethics and identity.
 */
public enum SentenceRole {
    /** States something the sources must support. */
    CLAIM,
    /** A greeting, a sign-off, a statement about the sources, a list's introduction, a question back. */
    NOT_A_CLAIM,
    /** Says that the sources do not answer ("The passages do not mention the price"). */
    DECLINE
}
