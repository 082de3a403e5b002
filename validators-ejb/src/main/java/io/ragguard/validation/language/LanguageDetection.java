package io.ragguard.validation.language;

import opennlp.tools.langdetect.Language;
import opennlp.tools.langdetect.LanguageDetectorME;
import opennlp.tools.langdetect.LanguageDetectorModel;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.MissingResourceException;

/**
 * Language detection with OpenNLP's langdetect model, read from the classpath (the jar
 * {@code opennlp-models-langdetect}). The model is immutable and shared; a detector is made per
 * call, since OpenNLP's detectors are not meant to be shared between threads.
 *
 * <p>The model spreads its probability over 103 languages, so even a clear English paragraph gets
 * only about 0.2 and a short question about 0.05: the raw probability says little. The confidence
 * reported is the best language's lead over the runner-up, {@code 1 - p2 / p1}: about 0.8 for a
 * paragraph, 0.6 for a full question, 0.2 to 0.3 for a few words or closely related languages
 * (Spanish and Galician).
 */
public final class LanguageDetection {

    static final String MODEL = "/langdetect-183.bin";
    /** Characters looked at: a paragraph is as clear as a page, and the cost grows with the length. */
    static final int MAX_CHARS = 600;

    private final LanguageDetectorModel model;

    private LanguageDetection(LanguageDetectorModel model) {
        this.model = model;
    }

    /** The detector every validator shares: the model is read once, on first use. */
    public static LanguageDetection shared() {
        return Shared.DETECTION;
    }

    private static final class Shared {
        static final LanguageDetection DETECTION = fromClasspath();
    }

    static LanguageDetection fromClasspath() {
        try (InputStream in = LanguageDetection.class.getResourceAsStream(MODEL)) {
            if (in == null) {
                throw new IllegalStateException("no language detection model " + MODEL + " on the classpath");
            }
            return new LanguageDetection(new LanguageDetectorModel(in));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the language detection model " + MODEL, e);
        }
    }

    public Detection detect(String text) {
        Language[] ranked = new LanguageDetectorME(model).predictLanguages(head(text));
        Language best = ranked[0];
        double runnerUp = ranked.length > 1 ? ranked[1].getConfidence() : 0.0;
        double lead = best.getConfidence() > 0 ? 1.0 - runnerUp / best.getConfidence() : 0.0;
        return new Detection(best.getLang(), lead);
    }

    /** The text up to {@link #MAX_CHARS}, cut at the last space before it. */
    static String head(String text) {
        if (text.length() <= MAX_CHARS) {
            return text;
        }
        int space = text.lastIndexOf(' ', MAX_CHARS);
        return text.substring(0, space > 0 ? space : MAX_CHARS);
    }

    /** ISO 639-1 or 639-3 code as ISO 639-3, as the model reports it: {@code en} and {@code eng} give {@code eng}. */
    public static String iso3(String code) {
        String lower = code.strip().toLowerCase(Locale.ROOT);
        try {
            return new Locale(lower).getISO3Language();
        } catch (MissingResourceException e) {
            return lower;
        }
    }
}
