package io.ragguard.generation.control;

import io.ragguard.generation.boundary.Prompt;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ExtractiveGeneratorTest {

    private static final String IDENTITY = "You are the Northwind Outfitters help desk assistant. Answer only from "
            + "the knowledge base.";

    private static Prompt prompt(String question, Prompt.Source... sources) {
        return new Prompt(IDENTITY, List.of(sources), question);
    }

    private static Prompt.Source source(int number, String text) {
        return new Prompt.Source(number, "Source " + number, text);
    }

    @Test
    void answersWithTheSentenceThatAnswersTheQuestion() {
        Prompt prompt = prompt("How long does standard delivery take?",
                source(1, "Our stores open at nine. Standard delivery takes three to five working days. "
                        + "Express delivery arrives the next day."));

        assertThat(ExtractiveGenerator.answer(prompt, 2))
                .isEqualTo("Standard delivery takes three to five working days [1].");
    }

    @Test
    void takesTheSentenceThatCarriesTheKindOfAnswerAskedFor() {
        Prompt prompt = prompt("How much does express delivery cost?",
                source(1, "Express delivery is available to Hawaii and Alaska. Express delivery costs $14.95 per order."));

        assertThat(ExtractiveGenerator.answer(prompt, 2)).isEqualTo("Express delivery costs $14.95 per order [1].");
    }

    @Test
    void saysItDoesNotKnowWhenNoSentenceCarriesTheKindOfAnswerAskedFor() {
        Prompt prompt = prompt("How much does the membership card cost?",
                source(1, "The membership card is made of recycled plastic."));

        assertThat(ExtractiveGenerator.answer(prompt, 2)).isEqualTo(ExtractiveGenerator.NO_ANSWER);
    }

    @Test
    void addsASecondSentenceOnlyForASecondPartOfTheQuestion() {
        Prompt.Source returns = source(1, "Returns are accepted in store within 30 days. Returns are accepted by post "
                + "within 30 days. Refunds reach the card within 5 business days.");

        assertThat(ExtractiveGenerator.answer(prompt("Where are returns accepted?", returns), 2))
                .isEqualTo("Returns are accepted in store within 30 days [1].");
        assertThat(ExtractiveGenerator.answer(prompt("Where are returns accepted, and how long do refunds take?",
                returns), 2)).contains("Returns are accepted").contains("Refunds reach the card within 5 business days [1].");
    }

    @Test
    void citesEachSentenceWithTheNumberOfItsSource() {
        Prompt prompt = prompt("Which payment cards are accepted, and are gift cards accepted?",
                source(1, "Gift cards are accepted in every store."),
                source(2, "Payment cards from Visa and Mastercard are accepted."));

        assertThat(ExtractiveGenerator.answer(prompt, 2)).contains("[1]").contains("[2]");
    }

    @Test
    void putsTheMarkerBeforeAQuestionMarkOrExclamationToo() {
        Prompt prompt = prompt("Refund policy?", source(3, "Refund policy applies to everything!"));

        assertThat(ExtractiveGenerator.answer(prompt, 2)).isEqualTo("Refund policy applies to everything [3]!");
    }

    @Test
    void saysARepeatedSentenceOnlyOnceCitingItsFirstSource() {
        Prompt prompt = prompt("How long is the returns window, and how long do refunds take?",
                source(1, "The returns window is 30 days."),
                source(2, "The returns window is 30 days."));

        assertThat(ExtractiveGenerator.answer(prompt, 2)).endsWith("The returns window is 30 days [1].")
                .doesNotContain("[2]");
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
    void saysItDoesNotKnowWhenThePassagesNeverNameEnoughOfWhatTheQuestionAsksAbout() {
        Prompt prompt = prompt("How much does same-day delivery cost?",
                source(1, "Express delivery costs $14.95 and arrives within 2 business days."));

        assertThat(ExtractiveGenerator.answer(prompt, 2, ExtractiveGenerator.Relevance.ANY, 0, 1))
                .isEqualTo(ExtractiveGenerator.NO_ANSWER);
    }

    @Test
    void judgesCoverageByTheSentenceThatAsksNotTheStoryBeforeIt() {
        Prompt prompt = prompt("I wore my new hiking boots on one trail and they gave me blisters. Can I return them?",
                source(1, "Used footwear may be returned within the return window only if the soles show no "
                        + "outdoor wear."));

        assertThat(ExtractiveGenerator.answer(prompt, 2, ExtractiveGenerator.Relevance.ANY, 0, 1))
                .endsWith("Used footwear may be returned within the return window only if the soles show no "
                        + "outdoor wear [1].");
    }

    @Test
    void doesNotNeedTheWordsThatOnlyShapeTheQuestion() {
        Prompt prompt = prompt("How quickly must a breach be reported?",
                source(1, "A breach must be reported within 24 hours."));

        assertThat(ExtractiveGenerator.answer(prompt, 2)).isEqualTo("A breach must be reported within 24 hours [1].");
    }

    @Test
    void neverAnswersAboutAnotherClassThanTheOneAskedAbout() {
        Prompt prompt = prompt("How quickly must accounts be told of a Class II recall?",
                source(1, "For a Class I recall, every account is notified within 24 hours. The committee classifies "
                        + "each recall as Class I, Class II or Class III."));

        assertThat(ExtractiveGenerator.answer(prompt, 2)).isEqualTo(ExtractiveGenerator.NO_ANSWER);
    }

    @Test
    void saysSoWhenTheBestSentenceNamesLittleOfWhatWasAsked() {
        Prompt prompt = prompt("How long do we keep the certificate for destroyed samples?",
                source(1, "Destroyed promotional materials are logged within 30 days."));

        assertThat(ExtractiveGenerator.answer(prompt, 2)).isEqualTo(ExtractiveGenerator.HEDGE
                + " Destroyed promotional materials are logged within 30 days [1].");
    }

    @Test
    void answersAFollowUpAboutTheSubjectOfTheQuestionBeforeIt() {
        Prompt prompt = new Prompt(IDENTITY, List.of(source(1, "Express shipping costs $14.95. Express shipping "
                + "arrives within 2 business days. Standard shipping takes 3 to 5 business days.")),
                List.of(new Prompt.Turn("user", "How much does express shipping cost?"),
                        new Prompt.Turn("assistant", "Express shipping costs $14.95 [1].")),
                "And how long does it take?");

        assertThat(ExtractiveGenerator.answer(prompt, 2)).isEqualTo("Express shipping arrives within 2 business days [1].");
    }

    @Test
    void answersAGreetingAsTheAssistantItsIdentityDescribes() {
        assertThat(ExtractiveGenerator.answer(prompt("Hi! Can you help me?", source(1, "Stores open at nine.")), 2))
                .isEqualTo("Hello! I'm the Northwind Outfitters help desk assistant. What can I help you with?");
    }
}
