package io.ragguard.validation.text;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Sentences as real models write them (many from RAGTruth's answers), and what each one does. */
class AnswerSentencesTest {

    private static AnswerSentences.Sentence only(String sentence) {
        List<AnswerSentences.Sentence> read = AnswerSentences.of(sentence);
        assertThat(read).hasSize(1);
        return read.get(0);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Sure!", "Hi there!", "Certainly, I can help you with that!", "I'd be happy to help.",
        "Hope this helps!", "I hope this information is helpful.", "Let me know if you have other questions.",
        "Feel free to ask if you need anything else.", "If you have any other questions, just ask.",
        "Would you like the opening hours as well?", "Based on the provided passages, here is how to cook brats:",
        "The benefits of a water pick include:", "**Instructions**:", "# Nervous System and Endocrine System",
        "Here is a summary based on the passages.", "Passages 1 and 2 provide information on foods that raise HDL.",
        "The second passage repeats the same information.",
        "Always consult with a healthcare professional for personalized dietary advice.",
        "It's important to consult your doctor before starting any new exercise program.", "(Passage 3)"})
    void greetingsSignOffsQuestionsAndTalkAboutTheSourcesAreNoClaims(String sentence) {
        assertThat(only(sentence).role()).isEqualTo(SentenceRole.NOT_A_CLAIM);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Unable to answer based on given passages.", "I don't know.",
        "The passages do not mention the price of the kayak.", "The provided passages don't specify a dose.",
        "There is no information about refunds in the passages.", "Therefore, I am unable to answer your question "
            + "based on these passages.", "Note: Unable to answer based on given passages.",
        "The specific location where this form goes on a 1040 tax return is not explicitly mentioned.",
        "It is not possible to provide a complete answer based solely on the given passages.",
        "An accurate answer cannot be provided based solely on these passages.",
        "None of the passages provide information about making the dish spicy.",
        "However, the passages do not explicitly outline steps for using GeoGebra."})
    void sentencesThatSayTheSourcesDoNotAnswerAreDeclines(String sentence) {
        assertThat(only(sentence).role()).isEqualTo(SentenceRole.DECLINE);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Based on the given passages, the body systems work together to keep the body functioning normally."
            + "|The body systems work together to keep the body functioning normally.",
        "According to passage 2, steel wool keeps mice out.|Steel wool keeps mice out.",
        "The passages state that the warranty lasts two years [1].|The warranty lasts two years.",
        "Therefore, a water pick can complement brushing.|A water pick can complement brushing.",
        "2. Spread the coals into a double layer.|Spread the coals into a double layer.",
        "Step 4: Simmer the bratwurst for 10 to 14 minutes.|Simmer the bratwurst for 10 to 14 minutes.",
        "- **Diarrhea** (Passage 1)|Diarrhea",
        "Passage 3 repeats the information from Passage 1, stating that the heart pumps blood."
            + "|The heart pumps blood."})
    void aClaimIsReadWithoutItsLeadInMarkersAndBullets(String sentence, String claim) {
        AnswerSentences.Sentence read = only(sentence);
        assertThat(read.role()).isEqualTo(SentenceRole.CLAIM);
        assertThat(read.claim()).isEqualTo(claim);
    }

    @ParameterizedTest
    @ValueSource(strings = {"The passages do not mention it, but the dose is 50 mg twice a day.",
        "There is no mention of the exact time, but it is implied that 6-8 hours is sufficient.",
        "The cause of IBS is not known.", "Based on the given passages, watching stories does not increase your score.",
        "Members do not pay for shipping."})
    void aDeclineThatGoesOnToStateSomethingIsAClaim(String sentence) {
        assertThat(only(sentence).role()).isEqualTo(SentenceRole.CLAIM);
    }

    @Test
    void anAnswerThatOnlyDeclinesDeclines() {
        String answer = "Unable to answer based on given passages.\n\nThe provided passages do not contain any "
                + "information on how to grill a Porterhouse steak specifically. While they do provide general guidance "
                + "on setting up a grill, they do not offer any specific steps for cooking it. Therefore, I cannot "
                + "provide a response based on the given passages.";
        List<AnswerSentences.Sentence> sentences = AnswerSentences.of(answer);
        assertThat(sentences).extracting(AnswerSentences.Sentence::role).containsOnly(SentenceRole.DECLINE);
        assertThat(AnswerSentences.declines(sentences)).isTrue();
    }

    @Test
    void anAnswerWithAClaimBesideItsDeclineDoesNotDecline() {
        List<AnswerSentences.Sentence> sentences = AnswerSentences.of("Returns are accepted within 30 days. "
                + "The passages do not mention exchanges. Hope this helps!");
        assertThat(sentences).extracting(AnswerSentences.Sentence::role)
                .containsExactly(SentenceRole.CLAIM, SentenceRole.DECLINE, SentenceRole.NOT_A_CLAIM);
        assertThat(AnswerSentences.declines(sentences)).isFalse();
    }

    @Test
    void spansPointIntoTheAnswer() {
        String answer = "Sure! Returns are accepted within 30 days [1].\n\n- Exchanges are free.";
        for (AnswerSentences.Sentence s : AnswerSentences.of(answer)) {
            assertThat(answer.substring(s.start(), s.end())).isEqualTo(s.text());
        }
        assertThat(AnswerSentences.claims(answer)).containsExactly("Returns are accepted within 30 days.",
                "Exchanges are free.");
    }

    @Test
    void theAssistantSayingWhoItIsClaimsNothing() {
        assertThat(AnswerSentences.of("Hello! I'm the Northwind Outfitters help desk assistant, here to help guests "
                + "plan their next adventure. What can I help you with? You're welcome!"))
                .extracting(AnswerSentences.Sentence::role).containsOnly(SentenceRole.NOT_A_CLAIM);
    }
}
