package io.ragguard.recording.boundary;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** What a reviewer decides about a recorded answer. */
public enum Decision {
    /** The guard was wrong to flag the answer. */
    APPROVED,
    /** The answer was wrong. */
    REJECTED,
    /** Someone else must decide. */
    ESCALATED;

    /** The longest note a decision keeps. */
    public static final int MAX_NOTE = 2000;

    /** The name as the API and the records write it: {@code approved}. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Decision> of(String name) {
        return Arrays.stream(values()).filter(d -> d.wireName().equals(name)).findFirst();
    }

    /** "approved, rejected, escalated", for messages. */
    public static String names() {
        return Arrays.stream(values()).map(Decision::wireName).collect(Collectors.joining(", "));
    }
}
