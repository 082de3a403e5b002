package io.ragguard.validation.relevancy;

import io.ragguard.validation.spi.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class AnswerRelevancyTest {

    private static final String QUESTION = "How long do I have to return an item?";
    private static final Map<String, float[]> VECTORS = Map.of(
            QUESTION, new float[] {1, 0},
            "Items can be returned within 30 days of delivery.", new float[] {0.8f, 0.6f},
            "Our offices are closed on public holidays.", new float[] {0.3f, 0.954f});

    private final AnswerRelevancy validator = new AnswerRelevancy(text -> {
        float[] vector = VECTORS.get(text);
        if (vector == null) {
            throw new IllegalArgumentException("no vector for " + text);
        }
        return vector;
    });

    @Test
    void passesAnAnswerCloseToTheQuestionIgnoringItsCitations() {
        Verdict verdict = validate("Items can be returned within 30 days of delivery [1].");

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isCloseTo(0.8, within(1e-6));
        assertThat(verdict.threshold()).isEqualTo(0.45);
    }

    @Test
    void warnsWithoutPatchAboutAnAnswerFarFromTheQuestion() {
        Verdict verdict = validate("Our offices are closed on public holidays.");

        assertThat(verdict.outcome()).isEqualTo(Outcome.WARN);
        assertThat(verdict.score()).isCloseTo(0.3, within(1e-3));
        assertThat(verdict.reasons()).containsExactly("low_relevancy");
        assertThat(verdict.hasPatch()).isFalse();
    }

    @Test
    void usesTheConfiguredThreshold() {
        Verdict verdict = validator.validate(input("Items can be returned within 30 days of delivery."),
                ValidatorSettings.of(Map.of("threshold", "0.9")));

        assertThat(verdict.outcome()).isEqualTo(Outcome.WARN);
        assertThat(verdict.threshold()).isEqualTo(0.9);
    }

    @Test
    void skipsTheDontKnowTemplate() {
        assertThat(validate("I don't know. The knowledge base has no reliable information on this question."))
                .isEqualTo(Verdict.skip("dont_know_answer"));
        assertThat(validate("I don’t know.").outcome()).isEqualTo(Outcome.SKIPPED);
    }

    @Test
    void skipsAnEmptyAnswerOrQuestion() {
        assertThat(validate(" [1] ")).isEqualTo(Verdict.skip("empty_answer"));
        assertThat(validator.validate(new ValidationInput(" ", "Items.", List.of(), "acme", true, 0.7),
                ValidatorSettings.defaults())).isEqualTo(Verdict.skip("no_question"));
    }

    private Verdict validate(String answer) {
        return validator.validate(input(answer), ValidatorSettings.defaults());
    }

    private static ValidationInput input(String answer) {
        return new ValidationInput(QUESTION, answer, List.of(), "acme", true, 0.7);
    }
}
