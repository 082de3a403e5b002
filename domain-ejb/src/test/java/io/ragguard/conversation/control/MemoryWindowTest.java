package io.ragguard.conversation.control;

import io.ragguard.conversation.boundary.RecalledHistory;
import io.ragguard.conversation.boundary.ChatMessage;
import io.ragguard.text.Tokens;
import io.ragguard.text.Words;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

class MemoryWindowTest {

    private static final float[] ASKED = {1, 0, 0, 0};
    private static final float[] UNRELATED = {0, 0, 1, 0};
    private static final Function<String, float[]> NOTHING_TO_EMBED = text -> {
        throw new AssertionError("embedded " + text);
    };
    private static final String NEW_TOPIC = "Which payment methods do you accept?";

    private static List<ChatMessage> history(int size) {
        return IntStream.range(0, size).mapToObj(MemoryWindowTest::message).toList();
    }

    private static ChatMessage message(int i) {
        return new ChatMessage(i % 2 == 0 ? "user" : "assistant", "Message number " + i + " about topic" + i + ".");
    }

    /** The question embeds as {@link #ASKED}, the texts in the map as given, everything else as {@link #UNRELATED}. */
    private static Function<String, float[]> vectors(String question, Map<String, float[]> byText) {
        return text -> text.equals(question) ? ASKED : byText.getOrDefault(text, UNRELATED);
    }

    private static Function<String, float[]> noneRelevant(String question) {
        return vectors(question, Map.of());
    }

    private static RecalledHistory recall(List<ChatMessage> history, String question) {
        return MemoryWindow.recall(history, question, noneRelevant(question), MemoryWindow.Limits.defaults());
    }

    @Test
    void widensTheWindowToThreeForAnEnglishFollowUp() {
        List<ChatMessage> history = history(8);

        RecalledHistory recalled = recall(history, "How much does it cost for a large order?");

        assertThat(recalled.followUp()).isTrue();
        assertThat(recalled.recentWindow()).isEqualTo(3);
        assertThat(recalled.messages()).containsExactlyElementsOf(history.subList(5, 8));
    }

    @Test
    void widensTheWindowToFiveForAVeryShortFollowUp() {
        List<ChatMessage> history = history(8);

        RecalledHistory recalled = recall(history, "And returns?");

        assertThat(recalled.recentWindow()).isEqualTo(5);
        assertThat(recalled.messages()).containsExactlyElementsOf(history.subList(3, 8));
    }

    @Test
    void widensTheWindowToFiveForAFollowUpWithSeveralCues() {
        assertThat(recall(history(8), "What about those orders, are they shipped from the same warehouse?")
                .recentWindow()).isEqualTo(5);
    }

    @Test
    void widensTheWindowForVietnameseFollowUps() {
        assertThat(recall(history(8), "Giá của nó là bao nhiêu?").recentWindow()).isEqualTo(3);
        assertThat(recall(history(8), "Như vậy có mất phí vận chuyển không?").recentWindow()).isEqualTo(3);
        assertThat(recall(history(8), "Còn phí vận chuyển thì sao?").recentWindow()).isEqualTo(5);
    }

    @Test
    void narrowsTheWindowToNothingForANewTopic() {
        RecalledHistory recalled = recall(history(8), NEW_TOPIC);

        assertThat(recalled.followUp()).isFalse();
        assertThat(recalled.recentWindow()).isZero();
        assertThat(recalled.messages()).isEmpty();
        assertThat(recalled.tokens()).isZero();
    }

    @Test
    void narrowsTheWindowToTwoForANewQuestionOnTheLastMessagesTopic() {
        List<ChatMessage> history = new ArrayList<>(history(4));
        history.add(new ChatMessage("user", "Tell me about express shipping"));
        history.add(new ChatMessage("assistant", "Express shipping delivers in two business days."));

        RecalledHistory recalled = recall(history, "Is express shipping offered on weekends?");

        assertThat(recalled.followUp()).isFalse();
        assertThat(recalled.recentWindow()).isEqualTo(2);
        assertThat(recalled.messages()).containsExactlyElementsOf(history.subList(4, 6));
    }

    @Test
    void capsTheWindowAtTheHistoryAndEmbedsNothingWhenNoMessageIsOlder() {
        List<ChatMessage> history = history(2);

        RecalledHistory recalled = MemoryWindow.recall(history, "Is it free?", NOTHING_TO_EMBED,
                MemoryWindow.Limits.defaults());

        assertThat(recalled.recentWindow()).isEqualTo(2);
        assertThat(recalled.messages()).containsExactlyElementsOf(history);
    }

    @Test
    void recallsNothingFromAnEmptyConversation() {
        RecalledHistory recalled = MemoryWindow.recall(List.of(), "Is it free?", NOTHING_TO_EMBED,
                MemoryWindow.Limits.defaults());

        assertThat(recalled.isEmpty()).isTrue();
        assertThat(recalled.recentWindow()).isZero();
    }

    @Test
    void recallsOlderMessagesFromTheSimilarityThresholdUp() {
        List<ChatMessage> history = history(8);
        Map<String, float[]> byText = Map.of(
                history.get(0).content(), new float[] {1, 0, 0, 0},  // cosine 1.0
                history.get(1).content(), new float[] {0, 1, 0, 0},  // 0.0
                history.get(2).content(), new float[] {3, 4, 0, 0},  // 0.6
                history.get(3).content(), new float[] {1, 2, 2, 0},  // 0.33
                history.get(4).content(), new float[] {2, 4, 2, 1}); // 0.4 exactly

        RecalledHistory recalled = MemoryWindow.recall(history, NEW_TOPIC, vectors(NEW_TOPIC, byText),
                MemoryWindow.Limits.defaults());

        assertThat(recalled.recentWindow()).isZero();
        assertThat(recalled.messages()).containsExactly(history.get(0), history.get(2), history.get(4));
    }

    @Test
    void recallsOnlyTheMostSimilarOlderMessages() {
        List<ChatMessage> history = history(8);
        Map<String, float[]> byText = Map.of(
                history.get(1).content(), new float[] {2, 4, 2, 1},  // 0.4
                history.get(2).content(), new float[] {1, 0, 0, 0},  // 1.0
                history.get(3).content(), new float[] {4, 3, 0, 0},  // 0.8
                history.get(5).content(), new float[] {3, 4, 0, 0},  // 0.6
                history.get(6).content(), new float[] {2, 4, 2, 1}); // 0.4

        RecalledHistory three = MemoryWindow.recall(history, NEW_TOPIC, vectors(NEW_TOPIC, byText),
                MemoryWindow.Limits.defaults());
        RecalledHistory four = MemoryWindow.recall(history, NEW_TOPIC, vectors(NEW_TOPIC, byText),
                new MemoryWindow.Limits(1000, 500, 0.4, 4, 10));

        assertThat(three.messages()).containsExactly(history.get(2), history.get(3), history.get(5));
        assertThat(four.messages()).as("of two equally similar, the newer")
                .containsExactly(history.get(2), history.get(3), history.get(5), history.get(6));
    }

    @Test
    void considersOnlyTheLastTenMessages() {
        List<ChatMessage> history = history(14);
        Map<String, float[]> byText = new HashMap<>();
        IntStream.range(0, 4).forEach(i -> byText.put(history.get(i).content(), ASKED));
        byText.put(history.get(6).content(), new float[] {3, 4, 0, 0});
        List<String> embedded = new ArrayList<>();
        Function<String, float[]> embed = vectors(NEW_TOPIC, byText);

        RecalledHistory recalled = MemoryWindow.recall(history, NEW_TOPIC, text -> {
            embedded.add(text);
            return embed.apply(text);
        }, MemoryWindow.Limits.defaults());

        assertThat(recalled.messages()).containsExactly(history.get(6));
        assertThat(embedded).hasSize(11).doesNotContain(history.get(0).content(), history.get(3).content());
    }

    @Test
    void trimsEachMessageToItsBudgetAtASentenceBoundary() {
        String answer = "Express shipping costs fifteen dollars. It arrives in two days. "
                + "Orders placed before noon ship today.";
        List<ChatMessage> history = List.of(new ChatMessage("user", "Tell me about express shipping"),
                new ChatMessage("assistant", answer));

        RecalledHistory recalled = MemoryWindow.recall(history, "Is it tracked?", NOTHING_TO_EMBED,
                new MemoryWindow.Limits(1000, 13, 0.4, 3, 10));

        assertThat(recalled.messages()).containsExactly(history.get(0),
                new ChatMessage("assistant", "Express shipping costs fifteen dollars. It arrives in two days."));
        assertThat(recalled.tokens()).isEqualTo(Tokens.estimate("Tell me about express shipping") + 13);
    }

    @Test
    void servesTheRecentWindowNewestFirstBeforeOlderRelevantMessages() {
        List<ChatMessage> history = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            history.add(new ChatMessage(i % 2 == 0 ? "user" : "assistant",
                    "Sentence " + i + " has exactly ten words in it to count."));
        }
        String question = "Were they really delivered on time in the end?";
        Function<String, float[]> embed = vectors(question, Map.of(history.get(0).content(), ASKED));
        MemoryWindow.Limits limits = new MemoryWindow.Limits(30, 500, 0.4, 3, 10);

        RecalledHistory recalled = MemoryWindow.recall(history, question, embed, limits);

        assertThat(recalled.recentWindow()).isEqualTo(3);
        assertThat(recalled.messages()).extracting(ChatMessage::content).containsExactly(
                "Sentence 2 has…", history.get(3).content(), history.get(4).content());
        assertThat(recalled.tokens()).isEqualTo(4 + 13 + 13);
    }

    @Test
    void returnsRecentAndOlderMessagesInTheOrderTheyWereWritten() {
        List<ChatMessage> history = history(8);
        String question = "Is that the only option?";
        Map<String, float[]> byText = Map.of(
                history.get(3).content(), ASKED,
                history.get(1).content(), new float[] {3, 4, 0, 0});

        RecalledHistory recalled = MemoryWindow.recall(history, question, vectors(question, byText),
                MemoryWindow.Limits.defaults());

        assertThat(recalled.recentWindow()).isEqualTo(3);
        assertThat(recalled.messages()).containsExactly(history.get(1), history.get(3), history.get(5),
                history.get(6), history.get(7));
        assertThat(recalled.tokens()).isEqualTo(
                recalled.messages().stream().mapToInt(m -> Tokens.estimate(m.content())).sum());
    }

    @Test
    void searchesAFollowUpWithTheQuestionThatSetItsTopic() {
        List<ChatMessage> history = List.of(new ChatMessage("user", "Tell me about express shipping"),
                new ChatMessage("assistant", "Express shipping delivers in one to two business days."));
        String question = "How much does it cost?";

        String query = MemoryWindow.retrievalQuery(question, history);

        assertThat(query).isEqualTo("How much does it cost? Tell me about express shipping");
        String shipping = "Express shipping costs 15 dollars and delivers in two business days.";
        String returns = "Returns cost nothing within 30 days of purchase.";
        assertThat(shared(query, shipping)).isGreaterThan(shared(query, returns));
        assertThat(shared(question, shipping)).isEqualTo(shared(question, returns));
    }

    private static int shared(String query, String passage) {
        List<String> terms = new ArrayList<>(Words.contentTerms(query));
        terms.retainAll(Words.contentTerms(passage));
        return terms.size();
    }

    @Test
    void searchesAChainOfFollowUpsBackToTheTopic() {
        List<ChatMessage> history = List.of(new ChatMessage("user", "Tell me about express shipping"),
                new ChatMessage("assistant", "Express shipping delivers in one to two business days."),
                new ChatMessage("user", "Is it available on weekends?"),
                new ChatMessage("assistant", "Yes, on Saturdays."));
        String question = "How much does it cost?";

        assertThat(MemoryWindow.retrievalQuery(question, history)).isEqualTo(
                "How much does it cost? Is it available on weekends? Tell me about express shipping");
    }

    @Test
    void searchesAFollowUpWithAtMostTwoEarlierQuestions() {
        List<ChatMessage> history = List.of(new ChatMessage("user", "Tell me about express shipping"),
                new ChatMessage("user", "Is it available on weekends?"),
                new ChatMessage("user", "And on holidays?"));

        assertThat(MemoryWindow.retrievalQuery("How much does it cost?", history))
                .isEqualTo("How much does it cost? And on holidays? Is it available on weekends?");
    }

    @Test
    void searchesANewTopicWithTheQuestionAlone() {
        List<ChatMessage> history = List.of(new ChatMessage("user", "Tell me about express shipping"),
                new ChatMessage("assistant", "Express shipping delivers in one to two business days."));

        assertThat(MemoryWindow.retrievalQuery(NEW_TOPIC, history)).isEqualTo(NEW_TOPIC);
    }
}
