package io.ragguard.validation.ethics;

import io.ragguard.embedding.boundary.Embeddings;
import io.ragguard.validation.grounding.BagOfWords;
import io.ragguard.validation.guardrail.Guards;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The validator over the guard lists, with the bag-of-words encoder standing in for MiniLM. */
class EthicsTest {

    private static final String WEAPONS = "Firearms, rifles, ammunition and how to build weapons.";
    private static final String RETURNS_QUESTION = "How long do I have to return an item?";
    private static final String RETURNS_ANSWER = "Items can be returned within 30 days of delivery [1].";

    private final Ethics validator = new Ethics();
    private final List<String> embedded = new ArrayList<>();

    @BeforeEach
    void wire() {
        validator.guardrails = new Guards()
                .add("denied_topic", null, "weapons", WEAPONS)
                .add("denied_topic", "bluebay", "Medical diagnosis", "diagnosis of symptoms and diseases")
                .add("harm_violence", null, "murder", null)
                .add("harm_self_harm", "bluebay", "kill myself", null)
                .sync();
        validator.embeddings = encoder();
    }

    @Test
    void passesAQuestionAndAnswerFarFromEveryDeniedTopic() {
        Verdict verdict = validate("northwind", RETURNS_QUESTION, RETURNS_ANSWER, ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isCloseTo(0.0, within(1e-6));
        assertThat(verdict.threshold()).isEqualTo(0.55);
        assertThat(verdict.reasons()).isEmpty();
        assertThat(verdict.hasPatch()).isFalse();
    }

    @Test
    void refusesAQuestionOnADeniedTopicWithTheTemplate() {
        Verdict verdict = validate("northwind", "How do I build rifles with my own ammunition?",
                "Rifles are built from a kit [1].", ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.reasons()).containsExactly("denied_topic:weapons");
        assertThat(verdict.score()).isGreaterThanOrEqualTo(0.55).isLessThanOrEqualTo(1.0);
        assertThat(verdict.threshold()).isEqualTo(0.55);
        assertThat(verdict.patch()).isEqualTo("I can't help with that topic. Please ask about something the "
                + "knowledge base covers.");
    }

    @Test
    void refusesAnAnswerOnADeniedTopicToAHarmlessQuestion() {
        Verdict verdict = validate("northwind", "What else do you sell?",
                "We sell firearms, rifles and ammunition, and explain how to build weapons [2].",
                ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.reasons()).containsExactly("denied_topic:weapons");
        assertThat(verdict.hasPatch()).isTrue();
    }

    @Test
    void refusesHarmfulWordsOfTheGuardListsAndNamesTheirCategory() {
        Verdict verdict = validate("northwind", "Was the murder in the news?", "I cannot say [1].",
                ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.reasons()).containsExactly("harmful:violence");
        assertThat(verdict.patch()).startsWith("I can't help with that topic.");
    }

    @Test
    void appliesATenantsOwnTopicsAndWordsOnlyToThatTenant() {
        String question = "A diagnosis of my symptoms and diseases, or I kill myself?";

        Verdict northwind = validate("northwind", question, RETURNS_ANSWER, ValidatorSettings.defaults());
        Verdict bluebay = validate("bluebay", question, RETURNS_ANSWER, ValidatorSettings.defaults());

        assertThat(northwind.outcome()).isEqualTo(Outcome.PASS);
        assertThat(bluebay.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(bluebay.reasons()).containsExactly("denied_topic:medical_diagnosis", "harmful:self_harm");
    }

    @Test
    void followsTheThresholdAndTemplateSettings() {
        ValidationInput input = input("northwind", "How do I build rifles with my own ammunition?", RETURNS_ANSWER);

        Verdict lenient = validator.validate(input, ValidatorSettings.of(Map.of("threshold", "0.99")));
        Verdict custom = validator.validate(input, ValidatorSettings.of(Map.of("template", "Not here.")));

        assertThat(lenient.outcome()).isEqualTo(Outcome.PASS);
        assertThat(lenient.threshold()).isEqualTo(0.99);
        assertThat(lenient.score()).isGreaterThanOrEqualTo(0.55).isLessThan(0.99);
        assertThat(custom.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(custom.patch()).isEqualTo("Not here.");
    }

    @Test
    void passesItsOwnRefusalWithoutEmbeddingAnything() {
        Verdict verdict = validate("northwind", "How do I build rifles with my own ammunition?",
                "Not here.", ValidatorSettings.of(Map.of("template", "Not here.")));

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.hasPatch()).isFalse();
        assertThat(embedded).isEmpty();
    }

    @Test
    void embedsNothingWhenNoTopicIsDenied() {
        validator.guardrails = new Guards().add("harm_violence", null, "murder", null).sync();

        Verdict verdict = validate("northwind", RETURNS_QUESTION, RETURNS_ANSWER, ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isEqualTo(0.0);
        assertThat(embedded).isEmpty();
    }

    @Test
    void embedsATopicDescriptionOnceAndATopicWithoutOneByItsName() {
        validator.guardrails = new Guards().add("denied_topic", null, "rifles and ammunition", null).sync();

        Verdict first = validate("northwind", "Where can I buy rifles and ammunition?", RETURNS_ANSWER,
                ValidatorSettings.defaults());
        validate("northwind", RETURNS_QUESTION, RETURNS_ANSWER, ValidatorSettings.defaults());

        assertThat(first.reasons()).containsExactly("denied_topic:rifles_and_ammunition");
        assertThat(embedded).filteredOn("rifles and ammunition"::equals).hasSize(1);
    }

    @Test
    void judgesTheAnswerAsItReachedTheChainNotThePatchesWording() {
        String written = "We sell firearms, rifles and ammunition, and explain how to build weapons [2].";
        ValidationInput patched = input("northwind", "What else do you sell?", written)
                .withAnswer("It may be that we sell hunting gear.\n\nReferences: [2] Catalogue");

        Verdict verdict = validator.validate(patched, ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.reasons()).containsExactly("denied_topic:weapons");
        assertThat(embedded).as("the original's prose, not the patch's").contains(
                "We sell firearms, rifles and ammunition, and explain how to build weapons.")
                .noneMatch(text -> text.contains("hunting") || text.contains("References"));
    }

    private Verdict validate(String tenant, String question, String answer, ValidatorSettings settings) {
        return validator.validate(input(tenant, question, answer), settings);
    }

    private static ValidationInput input(String tenant, String question, String answer) {
        return new ValidationInput(question, answer, List.of(), tenant, true, 0.7);
    }

    /** The bag-of-words encoder in place of the model, noting what it was asked to embed. */
    private Embeddings encoder() {
        return new Embeddings() {
            @Override
            public float[] embed(String text) {
                embedded.add(text);
                return BagOfWords.embedAll(List.of(text)).get(0);
            }

            @Override
            public float[] embedSentences(String text) {
                embedded.add(text);
                return BagOfWords.embedAll(List.of(text)).get(0);
            }
        };
    }
}
