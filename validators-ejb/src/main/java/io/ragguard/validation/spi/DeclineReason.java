package io.ragguard.validation.spi;

import java.util.Locale;

/**
 * Why a reply does not answer: {@code no_context}, the knowledge holds nothing reliable on the question
 * (retrieval kept nothing, or the answer itself says its sources do not answer); {@code off_topic}, the
 * answer was about something else; {@code unsupported}, none of its claims was supported by its sources;
 * {@code out_of_scope}, the guard lists deny the topic.
 */
public enum DeclineReason {
    NO_CONTEXT, OFF_TOPIC, UNSUPPORTED, OUT_OF_SCOPE;

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The reason a label names, or null for none. */
    public static DeclineReason parse(String label) {
        if (label == null || label.isBlank()) {
            return null;
        }
        return valueOf(label.strip().toUpperCase(Locale.ROOT));
    }
}
