package io.ragguard.generation.fake;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class GroundedAnswerTest {

    private static final String PROMPT = """
            Sources:
            [1] Membership
            Members get 60 days to return an item. Returns need a receipt.

            [2] Shipping
            Orders ship within two business days. Express shipping costs extra!

            Question: How many days do members get to return an item?""";

    @Test
    void answersWithTheTwoSentencesSharingMostWordsWithTheQuestionEachWithItsMarker() {
        assertThat(GroundedAnswer.of("Answer from the sources.", PROMPT).answer())
                .isEqualTo("Members get 60 days to return an item [1]. Orders ship within two business days [2].");
    }

    @Test
    void answersWithOneSentenceWhenOnlyOneSharesAWord() {
        String prompt = PROMPT.replace("How many days do members get to return an item?", "Is express extra?");

        assertThat(GroundedAnswer.of(null, prompt).answer()).isEqualTo("Express shipping costs extra [2]!");
    }

    @Test
    void doesNotKnowWithoutSources() {
        assertThat(GroundedAnswer.of(null, "Question: How many days do members get?").answer()).isEqualTo("I don't know.");
        assertThat(GroundedAnswer.of(null, PROMPT.replace("Question: How many days do members get to return an item?",
                "Question: Who painted it?")).answer()).isEqualTo("I don't know.");
    }

    @Test
    void answersPingWithOk() {
        assertThat(GroundedAnswer.of(null, "ping").answer()).isEqualTo("ok");
        assertThat(GroundedAnswer.of(null, "Question: ping").answer()).isEqualTo("ok");
    }

    @Test
    void judgesASourceFitWhenItSharesAContentWordWithTheQuestion() {
        String judge = "Decide whether the passage is a fit source for answering a question. Reply in JSON.";
        String fit = "Sources:\n[1] Membership\nMembers get 60 days to return an item.\n\nQuestion: When do members pay?";
        String unfit = "Sources:\n[1] Shipping\nOrders ship fast.\n\nQuestion: When do members pay?";

        assertThat(GroundedAnswer.of(judge, fit).answer()).isEqualTo("{\"decision\": \"accept\"}");
        assertThat(GroundedAnswer.of(judge, unfit).answer()).isEqualTo("{\"decision\": \"reject\"}");
    }

    @Test
    void putsTheUnsupportedFigureBetweenTheAnswersSentences() {
        assertThat(GroundedAnswer.of(null, PROMPT).withUnsupportedFigure()).isEqualTo("Members get 60 days to return an "
                + "item [1]. The fee for this is 987 dollars [1]. Orders ship within two business days [2].");
    }

    @Test
    void makesALongAnswerOfGroundedSentences() {
        String answer = GroundedAnswer.of(null, PROMPT).longAnswer();

        assertThat(answer.split(" ")).hasSizeBetween(4000, 4020);
        assertThat(answer).startsWith("Members get 60 days to return an item [1]. Orders ship within two business days"
                + " [2]. Members get 60 days").contains("Returns need a receipt [1].").endsWith("].");
    }

    @org.junit.jupiter.api.Test
    void aGroundingJudgeFindsASentenceSupportedWhenEveryContentWordIsInTheSources() {
        GroundedAnswer judge = GroundedAnswer.of("You check " + GroundedAnswer.GROUNDING_JUDGE_PHRASE + " by the sources.",
                "Sources:\n[1] Samples\nEach prescriber receives twelve sample units monthly.\n\nQuestion: How many?"
                        + "\n\nSentences:\n1. Each prescriber receives twelve sample units.\n2. Samples come by drone.");

        org.assertj.core.api.Assertions.assertThat(judge.answer()).isEqualTo("{\"verdicts\": [{\"sentence\": 1, "
                + "\"verdict\": \"supported\"}, {\"sentence\": 2, \"verdict\": \"unsupported\"}]}");
        org.assertj.core.api.Assertions.assertThat(judge.verdicts(true)).doesNotContain("unsupported");
    }
}
