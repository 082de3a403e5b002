package io.ragguard.console.guardrails;

import io.ragguard.guardrail.boundary.GuardKind;

import java.util.Arrays;

/**
 * The guard lists as the page names them, each with the kind of its entries and what their pattern and
 * detail hold; harmful words are one list of several categories ({@code harm_<category>}).
 */
public enum GuardList {

    DENIED_TOPICS(GuardKind.DENIED_TOPIC, "Denied topics", "the topic's name, such as weapons",
            "a sentence that describes the topic, compared by meaning with questions and answers"),
    HARMFUL_WORDS(null, "Harmful words", "a word or phrase, matched as whole words", null),
    IDENTITY_CLAIMS(GuardKind.IDENTITY_CLAIM, "Identity claims",
            "a Java regular expression; group 1, if any, is the name claimed", null),
    EGO_CLAIMS(GuardKind.EGO_CLAIM, "Ego claims", "a Java regular expression",
            "its neutral rewrite (may be empty)"),
    REQUIRED_SECTIONS(GuardKind.REQUIRED_SECTION, "Required sections (schema)",
            "a heading or label every answer must hold", null);

    /** The kind of the list's entries; null for harmful words, one kind per category. */
    private final GuardKind kind;
    private final String label;
    private final String patternHint;
    private final String detailHint;

    GuardList(GuardKind kind, String label, String patternHint, String detailHint) {
        this.kind = kind;
        this.label = label;
        this.patternHint = patternHint;
        this.detailHint = detailHint;
    }

    /** The list an entry of this kind belongs to; harmful words for any {@code harm_} kind. */
    public static GuardList of(GuardKind kind) {
        return Arrays.stream(values()).filter(list -> list.holds(kind)).findFirst().orElse(HARMFUL_WORDS);
    }

    public boolean holds(GuardKind entryKind) {
        return this == HARMFUL_WORDS ? entryKind.isHarm() : entryKind.equals(kind);
    }

    /**
     * The name of the kind an entry of this list is stored with: {@code harm_<category>} for harmful words
     * (an incomplete name for a blank category, which the draft then refuses).
     */
    public String kind(String category) {
        return this == HARMFUL_WORDS ? GuardKind.HARM_PREFIX + (category == null ? "" : category.strip()) : kind.name();
    }

    /** The category of a harmful word's kind ({@code harm_violence}: violence), else null. */
    public String category(GuardKind entryKind) {
        return entryKind.category().orElse(null);
    }

    public boolean hasDetail() {
        return detailHint != null;
    }

    public String getLabel() {
        return label;
    }

    public String getPatternHint() {
        return patternHint;
    }

    public String getDetailHint() {
        return detailHint;
    }
}
