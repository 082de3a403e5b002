package io.ragguard.validation.ethics;

import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class EthicsScreenTest {

    private static final String TEMPLATE = "I can't help with that topic.";
    private static final float[] WEAPONS = {1f, 0f, 0f};
    private static final float[] SHIPPING = {0f, 1f, 0f};
    private static final List<EthicsScreen.Topic> TOPICS = List.of(new EthicsScreen.Topic("weapons", WEAPONS));
    private static final Map<String, List<String>> HARM = Map.of(
            "self_harm", List.of("suicide", "kill myself"), "violence", List.of("murder"));

    @Test
    void passesAQuestionFarFromEveryTopicWithoutHarmfulWords() {
        Verdict verdict = EthicsScreen.screen("How much is shipping?", "Shipping costs $5 [1].", SHIPPING, SHIPPING,
                TOPICS, HARM, 0.55, TEMPLATE);

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isCloseTo(0.0, within(1e-9));
        assertThat(verdict.threshold()).isEqualTo(0.55);
        assertThat(verdict.hasPatch()).isFalse();
    }

    @Test
    void refusesAQuestionCloseToADeniedTopicWithTheTemplate() {
        float[] close = unit(0.8f, 0.6f, 0f);

        Verdict verdict = EthicsScreen.screen("How do I build a rifle?", "Shipping costs $5 [1].", close, SHIPPING,
                TOPICS, HARM, 0.55, TEMPLATE);

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.reasons()).containsExactly("denied_topic:weapons");
        assertThat(verdict.score()).isCloseTo(0.8, within(1e-6));
        assertThat(verdict.patch()).isEqualTo(TEMPLATE);
    }

    @Test
    void refusesAnAnswerCloseToADeniedTopicEvenWhenTheQuestionIsNot() {
        Verdict verdict = EthicsScreen.screen("Tell me more", "Here is how to load it.", SHIPPING, WEAPONS,
                TOPICS, Map.of(), 0.55, TEMPLATE);

        assertThat(verdict.reasons()).containsExactly("denied_topic:weapons");
    }

    @Test
    void keepsATopicBelowTheThreshold() {
        Verdict verdict = EthicsScreen.screen("q", "a", unit(0.5f, 0.866f, 0f), SHIPPING, TOPICS, Map.of(), 0.55,
                TEMPLATE);

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isCloseTo(0.5, within(1e-3));
    }

    @Test
    void refusesHarmfulWordsInTheQuestionOrTheAnswerAsWholeWords() {
        Verdict verdict = EthicsScreen.screen("I want to KILL   myself", "It was no murder.", null, null, List.of(),
                HARM, 0.55, TEMPLATE);

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.reasons()).containsExactly("harmful:self_harm", "harmful:violence");
        assertThat(verdict.patch()).isEqualTo(TEMPLATE);
    }

    @Test
    void ignoresHarmfulWordsInsideOtherWords() {
        Verdict verdict = EthicsScreen.screen("Is the murders-mystery book in stock?", "Yes, the Suicidestone "
                + "novel is [1].", null, null, List.of(), Map.of("violence", List.of("murder"),
                "self_harm", List.of("suicide")), 0.55, TEMPLATE);

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
    }

    @Test
    void namesTopicsAndCategoriesInSnakeCase() {
        assertThat(EthicsScreen.slug("Self Harm")).isEqualTo("self_harm");
        assertThat(EthicsScreen.slug("--Medical diagnosis!")).isEqualTo("medical_diagnosis");
    }

    private static float[] unit(float... v) {
        double norm = Math.sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
        return new float[] {(float) (v[0] / norm), (float) (v[1] / norm), (float) (v[2] / norm)};
    }
}
