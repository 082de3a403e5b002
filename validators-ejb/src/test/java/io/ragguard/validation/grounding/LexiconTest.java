package io.ragguard.validation.grounding;

import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

class LexiconTest {

    private final Lexicon lexicon = Lexicon.wordNet();

    @Test
    void wordsOfOneSenseShareASynonymSet() {
        assertThat(shared("starts", "begins")).isTrue();
        assertThat(shared("get", "receive")).isTrue();
        assertThat(shared("purchased", "bought")).isTrue();
    }

    @Test
    void unrelatedAndOppositeWordsShareNone() {
        assertThat(shared("cheap", "expensive")).isFalse();
        assertThat(shared("increase", "decrease")).isFalse();
        assertThat(shared("refund", "warranty")).isFalse();
    }

    @Test
    void onlyLeadingSensesCount() {
        // "get" means "suffer" (an illness) in its thirteenth verb sense, not among the six kept
        assertThat(shared("get", "suffer")).isFalse();
    }

    @Test
    void inflectedWordsAreReadByTheirBaseForms() {
        assertThat(lexicon.bases("fell")).contains("fall", "fell");
        assertThat(lexicon.bases("boxes")).contains("box");
        assertThat(lexicon.bases("offered")).contains("offer");
        assertThat(lexicon.bases("qwertyuiop")).isEmpty();
        assertThat(lexicon.senses("qwertyuiop")).isEmpty();
    }

    private boolean shared(String a, String b) {
        int[] senses = lexicon.senses(b);
        return Arrays.stream(lexicon.senses(a)).anyMatch(s -> Arrays.stream(senses).anyMatch(t -> t == s));
    }
}
