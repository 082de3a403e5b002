package io.ragguard.validation.language;

import io.ragguard.validation.spi.Descriptor;
import io.ragguard.settings.boundary.SettingDefinition;
import io.ragguard.text.Citations;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.List;
import java.util.function.Function;

import static io.ragguard.settings.boundary.SettingDefinition.fraction;
import static io.ragguard.settings.boundary.SettingDefinition.integer;
import static io.ragguard.settings.boundary.SettingDefinition.text;

/**
 * The answer must be in the language of the question, or in the {@code expected} language when that
 * is set (ISO 639-1 or 639-3, e.g. {@code en}). It fails only when the detector is confident
 * ({@code min-confidence}, its lead over the runner-up language, see {@link LanguageDetection}) of
 * both languages and they differ; texts shorter than {@code min-length} characters are too short to
 * tell, and so, often, are questions of a few words. A reply that declines is not judged: a question in
 * another language gets a decline, not a refusal. There is no patch: a translation is not a repair.
 */
@ApplicationScoped
public class LanguageMatch implements Validator {

    public static final String NAME = "language";
    static final double DEFAULT_MIN_CONFIDENCE = 0.5;
    static final int DEFAULT_MIN_LENGTH = 20;

    private Function<String, Detection> detector;

    public LanguageMatch() {
    }

    /** A validator with the given detector instead of the model, for tests. */
    LanguageMatch(Function<String, Detection> detector) {
        this.detector = detector;
    }

    @PostConstruct
    void loadModel() {
        detector = LanguageDetection.shared()::detect;
    }

    @Override
    public Descriptor descriptor() {
        return Descriptor.of(NAME, Phase.LANGUAGE, "the answer is in the question's language, or the expected one");
    }

    @Override
    public List<SettingDefinition> parameters() {
        return List.of(fraction("min-confidence", "Detector confidence needed to judge the language"),
                integer("min-length", 0, 10_000, "Shortest answer, in characters, whose language is judged"),
                text("expected", 3, "[a-z]{2,3}", "Language every answer must be in (ISO 639 code), instead of the question's"));
    }

    @Override
    public Verdict validate(ValidationInput input, ValidatorSettings settings) {
        double minConfidence = settings.number("min-confidence", DEFAULT_MIN_CONFIDENCE);
        int minLength = settings.integer("min-length", DEFAULT_MIN_LENGTH);
        String answer = Citations.strip(input.answer()).strip();
        if (answer.length() < minLength) {
            return Verdict.skip("too_short");
        }
        if (input.declines()) {
            return Verdict.skip("dont_know_answer");
        }
        Detection answered = detector.apply(answer);
        if (answered.confidence() < minConfidence) {
            return Verdict.skip("uncertain_language");
        }
        String expected = settings.get("expected").map(LanguageDetection::iso3).orElse(null);
        if (expected == null) {
            String question = input.question() == null ? "" : input.question().strip();
            if (question.length() < minLength) {
                return Verdict.skip("too_short");
            }
            Detection asked = detector.apply(question);
            if (asked.confidence() < minConfidence) {
                return Verdict.skip("uncertain_language");
            }
            expected = asked.language();
        }
        return answered.language().equals(expected) ? Verdict.pass(1.0, null)
                : Verdict.fail(0.0, null, "language_mismatch");
    }
}
