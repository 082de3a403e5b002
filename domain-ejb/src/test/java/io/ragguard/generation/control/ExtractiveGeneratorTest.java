package io.ragguard.generation.control;

import io.ragguard.generation.boundary.Prompt;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ExtractiveGeneratorTest {

    private static Prompt prompt(String question, Prompt.Source... sources) {
        return new Prompt("You are a helpful assistant.", List.of(sources), question);
    }

    private static Prompt.Source source(int number, String text) {
        return new Prompt.Source(number, "Source " + number, text);
    }

    @Test
    void answersWithTheSentenceSharingMostWordsWithTheQuestion() {
        Prompt prompt = prompt("How long does standard delivery take?",
                source(1, "Our stores open at nine. Standard delivery takes three to five working days. "
                        + "Express delivery arrives the next day."));

        assertThat(ExtractiveGenerator.answer(prompt, 2))
                .isEqualTo("Standard delivery takes three to five working days [1].");
    }

    @Test
    void citesEachSentenceWithTheNumberOfItsSource() {
        Prompt prompt = prompt("Which payment cards and gift cards are accepted?",
                source(1, "Gift cards are accepted in every store."),
                source(2, "Payment cards from Visa and Mastercard are accepted."));

        assertThat(ExtractiveGenerator.answer(prompt, 2))
                .isEqualTo("Gift cards are accepted in every store [1]. "
                        + "Payment cards from Visa and Mastercard are accepted [2].");
    }

    @Test
    void putsTheMarkerBeforeAQuestionMarkOrExclamationToo() {
        Prompt prompt = prompt("Refund policy?", source(3, "Refund policy applies to everything!"));

        assertThat(ExtractiveGenerator.answer(prompt, 2)).isEqualTo("Refund policy applies to everything [3]!");
    }

    @Test
    void answersWithNoMoreThanMaxSentences() {
        Prompt prompt = prompt("Where are returns accepted?",
                source(1, "Returns are accepted in store. Returns are accepted by post. Returns are accepted online."));

        assertThat(ExtractiveGenerator.answer(prompt, 1)).isEqualTo("Returns are accepted in store [1].");
        assertThat(ExtractiveGenerator.answer(prompt, 2))
                .isEqualTo("Returns are accepted in store [1]. Returns are accepted by post [1].");
    }

    @Test
    void leavesOutSentencesScoringBelowHalfOfTheBest() {
        Prompt prompt = prompt("Are opened electronics returns accepted with receipt?",
                source(1, "Opened electronics returns are accepted with a receipt. Electronics are sold upstairs."));

        assertThat(ExtractiveGenerator.answer(prompt, 5))
                .isEqualTo("Opened electronics returns are accepted with a receipt [1].");
    }

    @Test
    void keepsSentencesScoringExactlyHalfOfTheBest() {
        Prompt prompt = prompt("Are opened electronics returns accepted?",
                source(1, "Opened electronics returns are accepted. Opened electronics are resold. Shoes are cheap."));

        assertThat(ExtractiveGenerator.answer(prompt, 5))
                .isEqualTo("Opened electronics returns are accepted [1]. Opened electronics are resold [1].");
    }

    @Test
    void saysARepeatedSentenceOnlyOnceCitingItsFirstSource() {
        Prompt prompt = prompt("How long is the returns window?",
                source(1, "The returns window is 30 days."),
                source(2, "The returns window is 30 days. Refunds take a week."));

        assertThat(ExtractiveGenerator.answer(prompt, 2)).isEqualTo("The returns window is 30 days [1].");
    }

    @Test
    void prefersTheLowerSourceNumberOnATie() {
        Prompt prompt = prompt("When does the store open?",
                source(2, "The store opens at ten on Sundays."),
                source(1, "The store opens at nine."));

        assertThat(ExtractiveGenerator.answer(prompt, 1)).isEqualTo("The store opens at nine [1].");
    }

    @Test
    void knowsNothingWithoutSources() {
        assertThat(ExtractiveGenerator.answer(prompt("How long does delivery take?"), 2))
                .isEqualTo(ExtractiveGenerator.NO_ANSWER);
    }

    @Test
    void knowsNothingWhenNoSentenceSharesAWordWithTheQuestion() {
        Prompt prompt = prompt("How long does delivery take?", source(1, "Gift cards never expire."));

        assertThat(ExtractiveGenerator.answer(prompt, 2)).isEqualTo(ExtractiveGenerator.NO_ANSWER);
    }

    @Test
    void leavesOutSentencesThatShareWordsButDoNotAddressTheQuestion() {
        Prompt prompt = prompt("How much does the membership card cost?",
                source(1, "The membership card costs nothing. Gift cards cost between $10 and $500."));
        ExtractiveGenerator.Relevance relevance = (question, sentence, indexed) ->
                sentence.startsWith("The membership") ? 0.6 : 0.1;

        assertThat(ExtractiveGenerator.answer(prompt, 2, relevance, 0.35))
                .isEqualTo("The membership card costs nothing [1].");
    }

    @Test
    void saysItDoesNotKnowWhenNoSentenceAddressesTheQuestion() {
        Prompt prompt = prompt("How much does the membership card cost?",
                source(1, "Gift cards cost between $10 and $500. The membership card is free for staff."));

        assertThat(ExtractiveGenerator.answer(prompt, 2, (question, sentence, indexed) -> 0.2, 0.35))
                .isEqualTo(ExtractiveGenerator.NO_ANSWER);
    }

    @Test
    void judgesASentenceByTheVectorTheIndexGaveItWhenTheSourceCarriesThem() {
        float[] first = {1, 0};
        float[] second = {0, 1};
        Prompt prompt = prompt("When do stores open?", new Prompt.Source(1, "Hours",
                "Stores open at nine. Stores close at six.", List.of(first, second)));
        List<float[]> seen = new ArrayList<>();

        ExtractiveGenerator.answer(prompt, 2, (question, sentence, indexed) -> {
            seen.add(indexed);
            return 1.0;
        }, 0.35);

        assertThat(seen).containsExactly(first, second);
    }

    @Test
    void saysItDoesNotKnowWhenThePassagesNeverNameWhatTheQuestionAsksAbout() {
        Prompt prompt = prompt("How much does same-day delivery cost?",
                source(1, "Express delivery costs $14.95 and arrives within 2 business days."));

        assertThat(ExtractiveGenerator.answer(prompt, 2)).isEqualTo(ExtractiveGenerator.NO_ANSWER);
    }

    @Test
    void doesNotNeedTheWordsThatOnlyShapeTheQuestion() {
        Prompt prompt = prompt("How quickly must a breach be reported?",
                source(1, "A breach must be reported within 24 hours."));

        assertThat(ExtractiveGenerator.answer(prompt, 2)).isEqualTo("A breach must be reported within 24 hours [1].");
    }

    @Test
    void answersWhenThePassagesNameEnoughOfTheQuestionsWords() {
        Prompt prompt = prompt("Which magazine was started first, Arthur's Magazine or First for Women?",
                source(1, "Arthur's Magazine was founded in 1844. First for Women was founded in 1989."));

        assertThat(ExtractiveGenerator.answer(prompt, 2, ExtractiveGenerator.Relevance.ANY, 0, 1))
                .isEqualTo(ExtractiveGenerator.NO_ANSWER);
        assertThat(ExtractiveGenerator.answer(prompt, 2, ExtractiveGenerator.Relevance.ANY, 0, 0.75))
                .startsWith("Arthur's Magazine was founded in 1844 [1].");
    }
}
