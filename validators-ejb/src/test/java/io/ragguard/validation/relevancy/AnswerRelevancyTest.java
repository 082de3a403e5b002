package io.ragguard.validation.relevancy;

import io.ragguard.validation.spi.Evidence;
import io.ragguard.verdict.Outcome;
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
            QUESTION, new float[] {1, 0, 0},
            "Items can be returned within 30 days of delivery.", new float[] {0.8f, 0.6f, 0},
            "Our offices are closed on public holidays.", new float[] {0.1f, 0, 0.995f},
            "30 days.", new float[] {0.2f, 0.98f, 0},
            "Full-price items can be returned within 30 days.", new float[] {0.6f, 0.8f, 0},
            "Our stores open at 9 am.", new float[] {0.3f, -0.954f, 0});
    private static final Evidence POLICY = new Evidence(1, "returns#0", "Returns",
            "Our stores open at 9 am. Full-price items can be returned within 30 days.", 0.8);

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
        assertThat(verdict.threshold()).isEqualTo(0.25);
    }

    @Test
    void turnsAnAnswerFarFromTheQuestionIntoTheDontKnowTemplate() {
        Verdict verdict = validate("Our offices are closed on public holidays.");

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.score()).isCloseTo(0.1, within(1e-3));
        assertThat(verdict.reasons()).containsExactly("off_topic");
        assertThat(verdict.patch()).isEqualTo(AnswerRelevancy.DEFAULT_TEMPLATE);
    }

    @Test
    void declinesAnOffTopicAnswerAsOffTopic() {
        Verdict verdict = validate("Our offices are closed on public holidays.");

        assertThat(verdict.declines()).isEqualTo(io.ragguard.validation.spi.DeclineReason.OFF_TOPIC);
    }

    @Test
    void doesNotJudgeAnAnswerToARequestThatNamesATaskButNoTopic() {
        ValidationInput input = new ValidationInput("Summarize the article.", "Our offices are closed on public "
                + "holidays.", List.of(), "acme", true, 0.8);

        Verdict verdict = validator.validate(input, ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.SKIPPED);
        assertThat(verdict.reasons()).containsExactly("no_topic");
        assertThat(AnswerRelevancy.instructionOnly("Write an overview of the business.")).isTrue();
        assertThat(AnswerRelevancy.instructionOnly("Write an overview of the return policy.")).isFalse();
    }

    @Test
    void turnsAnOffTopicAnswerIntoTheConfiguredTemplate() {
        ValidationInput input = new ValidationInput(QUESTION, "Our offices are closed on public holidays.",
                List.of(), "acme", true, 0.8);

        Verdict verdict = validator.validate(input, ValidatorSettings.of(Map.of("template", "Ask an outfitter.")));

        assertThat(verdict.patch()).isEqualTo("Ask an outfitter.");
    }

    @Test
    void skipsItsOwnTemplateSoThatThePatchedAnswerPasses() {
        Verdict verdict = validate(AnswerRelevancy.DEFAULT_TEMPLATE);

        assertThat(verdict.outcome()).isEqualTo(Outcome.SKIPPED);
    }

    @Test
    void passesAShortAnswerCloseToTheEvidenceSentenceThatAnswersTheQuestion() {
        ValidationInput input = new ValidationInput(QUESTION, "30 days.", List.of(POLICY), "acme", true, 0.8);

        Verdict verdict = validator.validate(input, ValidatorSettings.defaults());

        assertThat(verdict.outcome()).as("score %s", verdict.score()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isCloseTo(0.2 * 0.6 + 0.98 * 0.8, within(1e-3));
    }

    @Test
    void findsTheClosestSentenceByWordPieceVectorsAndComparesItByTheModels() {
        // word pieces put the question next to the opening hours, so the answer is compared with those
        AnswerRelevancy misled = new AnswerRelevancy(VECTORS::get,
                text -> text.equals(QUESTION) || text.startsWith("Our stores") ? new float[] {0, 0, 1} : new float[] {1, 0, 0});
        ValidationInput input = new ValidationInput(QUESTION, "30 days.", List.of(POLICY), "acme", true, 0.8);

        Verdict verdict = misled.validate(input, ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.score()).as("the direct cosine, above the one with the opening hours")
                .isCloseTo(0.2, within(1e-3));
    }

    @Test
    void takesTheSentenceVectorsComputedAtIngestWhenThePassageCarriesThem() {
        Evidence indexed = new Evidence(1, "returns#0", "Returns", POLICY.text(), 0.8,
                List.of(VECTORS.get("Our stores open at 9 am."), new float[] {0, 1, 0}));
        AnswerRelevancy noEvidencePasses = new AnswerRelevancy(text -> {
            if (text.equals("Full-price items can be returned within 30 days.")) {
                throw new AssertionError("embedded again although the index holds its vector");
            }
            return VECTORS.get(text);
        }, VECTORS::get);
        ValidationInput input = new ValidationInput(QUESTION, "30 days.", List.of(indexed), "acme", true, 0.8);

        Verdict verdict = noEvidencePasses.validate(input, ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isCloseTo(0.98, within(1e-3));
    }

    @Test
    void comparesWithTheQuestionOnlyWhenToldTo() {
        ValidationInput input = new ValidationInput(QUESTION, "30 days.", List.of(POLICY), "acme", true, 0.8);

        Verdict verdict = validator.validate(input, ValidatorSettings.of(Map.of("compare", "question")));

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.score()).isCloseTo(0.2, within(1e-3));
    }

    @Test
    void stillFailsAnAnswerFarFromQuestionAndEvidence() {
        ValidationInput input = new ValidationInput(QUESTION, "Our offices are closed on public holidays.",
                List.of(POLICY), "acme", true, 0.8);

        Verdict verdict = validator.validate(input, ValidatorSettings.defaults());

        assertThat(verdict.outcome()).as("score %s", verdict.score()).isEqualTo(Outcome.FAIL);
    }

    @Test
    void ignoresEvidenceThatRetrievalDidNotFindReliable() {
        ValidationInput input = new ValidationInput(QUESTION, "30 days.", List.of(POLICY), "acme", false, 0.1);

        assertThat(validator.validate(input, ValidatorSettings.defaults()).outcome()).isEqualTo(Outcome.FAIL);
    }

    @Test
    void usesTheConfiguredThreshold() {
        Verdict verdict = validator.validate(input("Items can be returned within 30 days of delivery."),
                ValidatorSettings.of(Map.of("threshold", "0.9")));

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
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

    @Test
    void declinesAGroundedAnswerCloseEnoughInWordsButAboutSomethingElse() {
        Verdict verdict = validate("Our stores open at 9 am.");

        assertThat(verdict.outcome()).as("cosine %s", verdict.score()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.reasons()).containsExactly("off_topic", "missing_topic");
        assertThat(verdict.declines()).isEqualTo(io.ragguard.validation.spi.DeclineReason.OFF_TOPIC);
        assertThat(validator.validate(input("Our stores open at 9 am."),
                ValidatorSettings.of(Map.of("intent", "none"))).outcome()).isEqualTo(Outcome.PASS);
        assertThat(validator.validate(input("Our stores open at 9 am."),
                ValidatorSettings.of(Map.of("topic-bound", "0.25"))).outcome()).isEqualTo(Outcome.PASS);
    }

    @Test
    void refusesAnIntentCheckItDoesNotKnow() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> validator.validate(input("Our stores open at 9 am."),
                ValidatorSettings.of(Map.of("intent", "everything")))).hasMessageContaining("kind+topic");
    }

    @Test
    void leavesSmallTalkThatClaimsNothingUnjudged() {
        Verdict verdict = validate("You're welcome! Is there anything else I can help you with?");

        assertThat(verdict.outcome()).isEqualTo(Outcome.SKIPPED);
        assertThat(verdict.reasons()).containsExactly("no_claim");
    }
}
