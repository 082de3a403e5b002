package io.ragguard.validation.language;

import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** With the real OpenNLP model, loaded once for the class. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LanguageMatchTest {

    private static final String ENGLISH_QUESTION = "How long do I have to return an item that I bought in your shop?";
    private static final String ENGLISH_ANSWER = "Items can be returned within 30 days of delivery for a full refund, "
            + "as long as they are unused and in their original packaging [1].";
    private static final String GERMAN_ANSWER = "Artikel können innerhalb von 30 Tagen nach der Lieferung gegen volle "
            + "Erstattung zurückgegeben werden, solange sie unbenutzt und originalverpackt sind [1].";

    private LanguageMatch validator;

    @BeforeAll
    void loadModel() {
        validator = new LanguageMatch();
        validator.loadModel();
    }

    @Test
    void passesAnAnswerInTheLanguageOfTheQuestion() {
        Verdict verdict = validate(ENGLISH_QUESTION, ENGLISH_ANSWER, ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isEqualTo(1.0);
    }

    @Test
    void failsWithoutPatchAnAnswerInAnotherLanguage() {
        Verdict verdict = validate(ENGLISH_QUESTION, GERMAN_ANSWER, ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.score()).isEqualTo(0.0);
        assertThat(verdict.reasons()).containsExactly("language_mismatch");
        assertThat(verdict.hasPatch()).isFalse();
    }

    @Test
    void holdsTheAnswerToTheExpectedLanguageWhenOneIsSet() {
        ValidatorSettings german = ValidatorSettings.of(Map.of("expected", "de"));
        ValidatorSettings english = ValidatorSettings.of(Map.of("expected", "eng"));

        assertThat(validate(ENGLISH_QUESTION, GERMAN_ANSWER, german).outcome()).isEqualTo(Outcome.PASS);
        assertThat(validate(ENGLISH_QUESTION, ENGLISH_ANSWER, german).reasons()).containsExactly("language_mismatch");
        assertThat(validate("Hi?", ENGLISH_ANSWER, english).outcome()).isEqualTo(Outcome.PASS);
    }

    @Test
    void skipsTextsTooShortToTell() {
        assertThat(validate(ENGLISH_QUESTION, "Yes [1].", ValidatorSettings.defaults()))
                .isEqualTo(Verdict.skip("too_short"));
        assertThat(validate("Returns?", GERMAN_ANSWER, ValidatorSettings.defaults()))
                .isEqualTo(Verdict.skip("too_short"));
    }

    @Test
    void skipsWhenTheDetectorIsUnsure() {
        LanguageMatch unsure = new LanguageMatch(text -> new Detection(text.startsWith("Items") ? "eng" : "deu", 0.3));

        assertThat(unsure.validate(new ValidationInput(ENGLISH_QUESTION, ENGLISH_ANSWER, List.of(), "acme", true, 0.7),
                ValidatorSettings.defaults())).isEqualTo(Verdict.skip("uncertain_language"));
        assertThat(unsure.validate(new ValidationInput(ENGLISH_QUESTION, ENGLISH_ANSWER, List.of(), "acme", true, 0.7),
                ValidatorSettings.of(Map.of("min-confidence", "0.2"))).reasons()).containsExactly("language_mismatch");
    }

    @Test
    void readsLanguageCodesOfTwoOrThreeLetters() {
        assertThat(LanguageDetection.iso3("en")).isEqualTo("eng");
        assertThat(LanguageDetection.iso3(" DE ")).isEqualTo("deu");
        assertThat(LanguageDetection.iso3("fra")).isEqualTo("fra");
    }

    private Verdict validate(String question, String answer, ValidatorSettings settings) {
        return validator.validate(new ValidationInput(question, answer, List.of(), "acme", true, 0.7), settings);
    }
}
