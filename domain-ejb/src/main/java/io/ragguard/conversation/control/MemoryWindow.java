package io.ragguard.conversation.control;

import io.ragguard.conversation.boundary.FollowUpCues;
import io.ragguard.conversation.boundary.RecalledHistory;
import io.ragguard.conversation.boundary.ChatMessage;
import io.ragguard.embedding.boundary.Vectors;
import io.ragguard.text.Tokens;
import io.ragguard.text.Words;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Chooses the earlier messages of a conversation that a new question is read with.
 * <ul>
 * <li><b>Recent window.</b> A follow-up (a question with {@link FollowUpCues}) takes in the last 5
 * messages when it holds two cues or more or has at most {@value #SHORT_QUESTION_WORDS} words, else
 * the last 3. A question without cues starts a new topic: it takes in the last 2 messages when it
 * shares a content word ({@link Words#contentTerms}) with the last message, else none.</li>
 * <li><b>Older messages.</b> Of the last {@code consideredMessages} messages, those before the
 * window are embedded, and the {@code relevantMessages} most similar to the question, with a cosine
 * of at least {@code minSimilarity}, are recalled as well. Nothing is embedded when no message lies
 * before the window.</li>
 * <li><b>Budget.</b> Each message is trimmed to {@code messageTokens} at a sentence boundary
 * ({@link Tokens#fit}, which also gives the token estimate: 1.3 per word), and all together to
 * {@code totalTokens}. The recent window is served first, newest first, then the older messages,
 * most similar first; what fits is returned in the order it was written.</li>
 * </ul>
 */
public final class MemoryWindow {

    static final int SHORT_QUESTION_WORDS = 4;
    static final int QUERY_MESSAGES = 2;
    static final int QUERY_MESSAGE_TOKENS = 64;

    /** The settings of the memory; see {@code conversation.memory.*}. */
    public record Limits(int totalTokens, int messageTokens, double minSimilarity, int relevantMessages,
                         int consideredMessages) {

        public Limits {
            if (totalTokens < 0 || messageTokens < 0 || relevantMessages < 0 || consideredMessages < 0) {
                throw new IllegalArgumentException("memory limits must not be negative");
            }
        }

        public static Limits defaults() {
            return new Limits(1000, 500, 0.4, 3, 10);
        }

        /** The same limits with no older message recalled, so nothing needs embedding. */
        public Limits recentOnly() {
            return new Limits(totalTokens, messageTokens, minSimilarity, 0, consideredMessages);
        }
    }

    private record Scored(int index, double similarity) {
    }

    private MemoryWindow() {
    }

    /**
     * @param history  the conversation's earlier messages, oldest first
     * @param question the new question
     * @param embed    text to unit vector; called only for the question and the older messages
     */
    public static RecalledHistory recall(List<ChatMessage> history, String question,
                                         Function<String, float[]> embed, Limits limits) {
        int size = history.size();
        int cues = FollowUpCues.count(question);
        int window = Math.min(size, recentWindow(cues, question, history));
        List<Integer> byPriority = new ArrayList<>();
        for (int i = size - 1; i >= size - window; i--) {
            byPriority.add(i);
        }
        byPriority.addAll(relevant(history, Math.max(0, size - limits.consideredMessages()), size - window,
                question, embed, limits));

        Map<Integer, ChatMessage> kept = new TreeMap<>();
        int remaining = limits.totalTokens();
        for (int i : byPriority) {
            ChatMessage message = history.get(i);
            String fitted = Tokens.fit(message.content(), Math.min(limits.messageTokens(), remaining));
            if (!fitted.isEmpty()) {
                kept.put(i, new ChatMessage(message.role(), fitted));
                remaining -= Tokens.estimate(fitted);
            }
        }
        return new RecalledHistory(new ArrayList<>(kept.values()), window, cues > 0,
                limits.totalTokens() - remaining);
    }

    /** How many of the latest messages the question's window takes in, before the history's length caps it. */
    static int recentWindow(int cues, String question, List<ChatMessage> history) {
        if (cues > 0) {
            return cues >= 2 || Words.tokens(question).size() <= SHORT_QUESTION_WORDS ? 5 : 3;
        }
        if (history.isEmpty()) {
            return 0;
        }
        Set<String> shared = new HashSet<>(Words.contentTerms(question));
        shared.retainAll(Words.contentTerms(history.get(history.size() - 1).content()));
        return shared.isEmpty() ? 0 : 2;
    }

    /** Indexes in [from, to) of the messages similar enough to the question, most similar (then newest) first. */
    private static List<Integer> relevant(List<ChatMessage> history, int from, int to, String question,
                                          Function<String, float[]> embed, Limits limits) {
        if (to <= from || limits.relevantMessages() == 0) {
            return List.of();
        }
        float[] asked = embed.apply(question);
        List<Scored> scored = new ArrayList<>();
        for (int i = from; i < to; i++) {
            String content = history.get(i).content();
            if (content != null && !content.isBlank()) {
                double similarity = Vectors.cosine(asked, embed.apply(content));
                if (similarity >= limits.minSimilarity()) {
                    scored.add(new Scored(i, similarity));
                }
            }
        }
        return scored.stream()
                .sorted(Comparator.comparingDouble(Scored::similarity).reversed()
                        .thenComparing(Comparator.comparingInt(Scored::index).reversed()))
                .limit(limits.relevantMessages())
                .map(Scored::index)
                .toList();
    }

    /**
     * What to search the knowledge for: the question alone when it starts a new topic; for a
     * follow-up, the question followed by the user's earlier questions, newest first, back to the
     * one without cues that set the topic (at most {@value #QUERY_MESSAGES}, each trimmed to
     * {@value #QUERY_MESSAGE_TOKENS} tokens), so that "How much does it cost?" after "Tell me about
     * express shipping" searches for express shipping costs.
     *
     * @param history the conversation's earlier messages, oldest first
     */
    public static String retrievalQuery(String question, List<ChatMessage> history) {
        if (!FollowUpCues.isFollowUp(question)) {
            return question;
        }
        List<String> parts = new ArrayList<>(List.of(question));
        for (int i = history.size() - 1; i >= 0 && parts.size() <= QUERY_MESSAGES; i--) {
            ChatMessage message = history.get(i);
            if ("user".equalsIgnoreCase(message.role()) && message.content() != null
                    && !message.content().isBlank()) {
                parts.add(Tokens.fit(message.content(), QUERY_MESSAGE_TOKENS));
                if (!FollowUpCues.isFollowUp(message.content())) {
                    break;
                }
            }
        }
        return String.join(" ", parts);
    }
}
