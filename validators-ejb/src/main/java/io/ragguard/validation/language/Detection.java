package io.ragguard.validation.language;

/**
 * A text's most likely language (ISO 639-3, e.g. {@code eng}) and the detector's confidence in it,
 * in [0, 1]: how far it leads the next most likely language.
 */
public record Detection(String language, double confidence) {
}
