package io.ragguard.text;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class WordsTest {

    @Test
    void tokenizesWithoutMarkersKeepingNumbersAndCompounds() {
        assertThat(Words.tokens("The co-pay is $2.50 [1], isn't it?"))
                .containsExactly("the", "co-pay", "is", "2.50", "isn't", "it");
    }

    @Test
    void dropsFunctionWordsAndContractions() {
        assertThat(Words.contentWords("I don’t know what the refund policy says, and it’s not here."))
                .containsExactly("know", "refund", "policy", "says");
    }

    @Test
    void foldsPluralsAndPossessivesIntoTerms() {
        assertThat(Words.contentTerms("Returns of the customer's policies and the return policy"))
                .containsExactly("return", "customer", "policy");
    }

    @Test
    void wordsOfSentencesRunTogetherAreApart() {
        assertThat(Words.tokens("a film director.Jauja is a 2014 film")).contains("director", "jauja")
                .doesNotContain("director.jauja");
        assertThat(Words.tokens("costs 5.50 in the U.S.Army")).contains("5.50", "u.s.army");
    }
}
