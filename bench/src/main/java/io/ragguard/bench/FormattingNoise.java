package io.ragguard.bench;

import java.util.List;
import java.util.Random;
import java.util.function.UnaryOperator;

/**
 * The formatting noise of real documents, applied to a text made of sentences: a sentence that ends
 * without a space before the next, quotes, brackets, line breaks, list bullets, HTML remnants. Each
 * kind keeps every word of the text, so a text and its noisy form state the same facts.
 */
enum FormattingNoise {

    /** "... in 1994.Patricia Lee Smith ...": no space after a sentence's period. */
    NO_SPACE(text -> text.replaceAll("([.!?]) (?=[A-Z\"'(])", "$1")),
    /** Each sentence on its own line. */
    LINE_BREAKS(text -> text.replaceAll("([.!?]) (?=[A-Z\"'(])", "$1\n")),
    /** Each sentence a list item. */
    BULLETS(text -> "- " + text.replaceAll("([.!?]) (?=[A-Z\"'(])", "$1\n- ")),
    /** The text in quotes, as a quoted passage. */
    QUOTES(text -> "\u201C" + text + "\u201D"),
    /** The text in brackets, as an aside. */
    BRACKETS(text -> "(" + text + ")"),
    /** Paragraph tags and an entity left over from HTML. */
    HTML(text -> "<p>" + text.replace(" & ", " &amp; ").replaceAll("([.!?]) (?=[A-Z\"'(])", "$1</p>\n<p>") + "</p>");

    private final UnaryOperator<String> apply;

    FormattingNoise(UnaryOperator<String> apply) {
        this.apply = apply;
    }

    String apply(String text) {
        return apply.apply(text);
    }

    /** One kind at random, or none (one time in {@code values().length + 1}). */
    static String any(String text, Random random) {
        int pick = random.nextInt(values().length + 1);
        return pick == values().length ? text : values()[pick].apply(text);
    }

    static List<FormattingNoise> all() {
        return List.of(values());
    }
}
