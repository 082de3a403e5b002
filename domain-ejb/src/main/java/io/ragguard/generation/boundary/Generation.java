package io.ragguard.generation.boundary;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A model's answer and the generator that wrote it, as responses and records name it:
 * {@code openai:gpt-4o-mini}, {@code extractive}, or {@code extractive (fallback: timeout)}.
 */
public record Generation(String text, String generator) {

    private static final String FALLBACK = "extractive (fallback: %s)";
    private static final Pattern FALLBACK_CAUSE = Pattern.compile("\\(fallback: ([^)]*)\\)$");

    /** The extractive generator's answer given in place of a model that failed, for the reason {@code why}. */
    public static Generation fallback(String text, String why) {
        return new Generation(text, FALLBACK.formatted(why));
    }

    /** Why the extractive generator answered in place of the model ({@code timeout}), when it did. */
    public static Optional<String> fallbackCause(String generator) {
        if (generator == null) {
            return Optional.empty();
        }
        Matcher matcher = FALLBACK_CAUSE.matcher(generator);
        return matcher.find() ? Optional.of(matcher.group(1)) : Optional.empty();
    }
}
