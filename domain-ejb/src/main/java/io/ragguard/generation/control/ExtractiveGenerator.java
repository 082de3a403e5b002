package io.ragguard.generation.control;

import io.ragguard.embedding.boundary.Embeddings;
import io.ragguard.embedding.boundary.Vectors;
import io.ragguard.generation.boundary.DeclineMessage;
import io.ragguard.generation.boundary.Generation;
import io.ragguard.generation.boundary.LlmClient;
import io.ragguard.generation.boundary.Prompt;
import io.ragguard.conversation.boundary.FollowUpCues;
import io.ragguard.text.Citations;
import io.ragguard.text.QuestionIntent;
import io.ragguard.text.Sentences;
import io.ragguard.text.Stems;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The built-in generator that needs no network: it answers with the sentences of the retrieved passages
 * that answer the question best, each cited with its passage's marker.
 *
 * <p>A sentence is scored by how close it comes to the question (the cosine of its all-MiniLM-L6-v2
 * vector, the index's from ingest, with the question's: the model answer-relevancy judges by), by the
 * share of the question's topic it names (stems, each weighted by how rarely the passages use it), and
 * by whether it carries the kind of answer the question expects ({@link QuestionIntent}: a length of
 * time for "how long", a price for "how much does it cost", a temperature...). The best sentence comes
 * first; a second only when the question asks two things ("How much does it cost, and does it arrive in
 * 2 days?") and the second names a part of the question the first does not and scores close to it, so
 * that nothing about something else is added. When the best sentence names less than
 * {@value #CONFIDENT_SHARE} of the question's topic, the answer says first that it may not answer exactly
 * what was asked ({@link #HEDGE}). A sentence that does not name the question's key terms
 * ("Class II", "HHS") in itself or its passage's title, that lacks the answer
 * kind the question expects, or whose cosine stays under {@code generation.extractive.min-relevance}
 * is never chosen; when none is left, or the passages name less than
 * {@code generation.extractive.min-question-coverage} of the question's topic, the answer is "I don't
 * know" rather than the nearest thing the knowledge holds.
 *
 * <p>A follow-up ("And how long does it take?") is read with the question before it, from the
 * conversation's recalled turns; small talk ("Hi! Can you help me?", "Thanks!") gets a short reply in
 * the words of the tenant's identity ({@link SmallTalk}).
 */
@ApplicationScoped
public class ExtractiveGenerator implements LlmClient {

    public static final String NO_ANSWER = DeclineMessage.DEFAULT;

    /** How much a sentence's share of the question's topic adds to its cosine with the question. */
    static final double TOPIC_WEIGHT = 0.5;
    /** What a sentence carrying the expected kind of answer adds. */
    static final double KIND_BONUS = 0.15;
    /**
     * The share of the question's topic the best sentence must name for the answer to be given plainly;
     * below it, the answer opens with {@link #HEDGE}: the sentence may be the nearest thing the knowledge
     * holds rather than the answer (a Class I rule for a question about Class II).
     */
    static final double CONFIDENT_SHARE = 0.65;
    /** What opens an answer the generator is not sure answers the question. */
    public static final String HEDGE = "I'm not sure the knowledge base answers exactly that, so here is the "
            + "closest it says.";
    /** A second sentence scores at least this share of the first's. */
    static final double SECOND_SHARE = 0.85;

    @Inject
    @ConfigProperty(name = "generation.extractive.max-sentences", defaultValue = "2")
    Provider<Integer> maxSentences;

    @Inject
    @ConfigProperty(name = "generation.extractive.min-relevance", defaultValue = "0.25")
    Provider<Double> minRelevance;

    @Inject
    @ConfigProperty(name = "generation.extractive.min-question-coverage", defaultValue = "0.5")
    Provider<Double> minCoverage;

    @Inject
    Embeddings embeddings;

    /** How well a sentence of a source addresses the question, in [-1, 1]. */
    @FunctionalInterface
    interface Relevance {

        /** {@code indexed}: the sentence's vector from the index, null when the source carries none. */
        double of(String question, String sentence, float[] indexed);

        /** Every sentence addresses the question equally: the lexical choice alone. */
        Relevance ANY = (question, sentence, indexed) -> 1.0;
    }

    @Override
    public String provider() {
        return "extractive";
    }

    @Override
    public Generation generate(Prompt prompt) {
        return generate(prompt, NO_ANSWER);
    }

    /** The answer, or {@code declineMessage} when the knowledge holds none. */
    public Generation generate(Prompt prompt, String declineMessage) {
        String answer = answer(prompt, maxSentences.get(), cosines(), minRelevance.get(), minCoverage.get());
        return new Generation(NO_ANSWER.equals(answer) ? declineMessage : answer, "extractive");
    }

    /**
     * The cosine of a sentence's model vector (the index's when there is one) with the question's, the
     * question embedded once for all its sentences.
     */
    private Relevance cosines() {
        Map<String, float[]> asked = new HashMap<>();
        return (question, sentence, indexed) -> Vectors.cosine(asked.computeIfAbsent(question, embeddings::embed),
                indexed != null ? indexed : embeddings.embed(sentence));
    }

    static String answer(Prompt prompt, int maxSentences) {
        return answer(prompt, maxSentences, Relevance.ANY, 0, 0);
    }

    static String answer(Prompt prompt, int maxSentences, Relevance relevance, double minRelevance) {
        return answer(prompt, maxSentences, relevance, minRelevance, 0);
    }

    static String answer(Prompt prompt, int maxSentences, Relevance relevance, double minRelevance,
                         double minCoverage) {
        Optional<SmallTalk.Kind> smallTalk = SmallTalk.of(prompt.question());
        if (smallTalk.isPresent()) {
            return SmallTalk.reply(smallTalk.get(), prompt.system());
        }
        String previous = FollowUpCues.isFollowUp(prompt.question()) ? lastQuestion(prompt.history()) : null;
        QuestionIntent intent = QuestionIntent.of(prompt.question(), previous);
        String asked = previous == null ? prompt.question() : prompt.question() + " " + previous;
        if (!covered(intent, prompt.sources(), minCoverage)) {
            return NO_ANSWER;
        }
        List<Candidate> candidates = candidates(prompt, intent, asked, relevance, minRelevance);
        Optional<Candidate> best = candidates.stream().filter(Candidate::eligible).max(BY_SCORE);
        if (best.isEmpty()) {
            return NO_ANSWER;
        }
        List<Candidate> chosen = new ArrayList<>(List.of(best.get()));
        Set<String> named = new HashSet<>(best.get().stems());
        Set<String> said = new HashSet<>(List.of(normal(best.get().sentence())));
        candidates.stream().filter(Candidate::eligible).sorted(BY_SCORE.reversed()).forEach(candidate -> {
            if (intent.twoParts() && chosen.size() < maxSentences
                    && candidate.score() >= SECOND_SHARE * best.get().score()
                    && !said.contains(normal(candidate.sentence()))
                    && intent.topic().stream().anyMatch(s -> candidate.stems().contains(s) && !named.contains(s))) {
                chosen.add(candidate);
                named.addAll(candidate.stems());
                said.add(normal(candidate.sentence()));
            }
        });
        String answer = chosen.stream().map(c -> Citations.cite(c.sentence(), c.source()))
                .collect(Collectors.joining(" "));
        return best.get().share() >= CONFIDENT_SHARE ? answer : HEDGE + " " + answer;
    }

    private static final Comparator<Candidate> BY_SCORE = Comparator.comparingDouble(Candidate::score)
            .thenComparing(Comparator.comparingInt(Candidate::source).reversed())
            .thenComparing(Comparator.comparingInt(Candidate::position).reversed());

    /** Every sentence of the sources that names part of the question's topic, scored. */
    private static List<Candidate> candidates(Prompt prompt, QuestionIntent intent, String asked, Relevance relevance,
                                              double minRelevance) {
        List<List<String>> split = prompt.sources().stream().map(s -> Sentences.split(s.text())).toList();
        Map<String, Integer> spread = new HashMap<>();
        split.forEach(sentences -> sentences.forEach(sentence -> Stems.ofContent(sentence)
                .forEach(stem -> spread.merge(stem, 1, Integer::sum))));
        int all = Math.max(1, split.stream().mapToInt(List::size).sum());
        java.util.function.ToDoubleFunction<String> rarity = stem -> Math.log(1.0 + all
                / (double) spread.getOrDefault(stem, 1));
        List<Candidate> candidates = new ArrayList<>();
        for (int s = 0; s < prompt.sources().size(); s++) {
            Prompt.Source source = prompt.sources().get(s);
            List<String> sentences = split.get(s);
            boolean indexed = source.sentenceVectors().size() == sentences.size();
            for (int position = 0; position < sentences.size(); position++) {
                String sentence = sentences.get(position);
                Set<String> stems = Stems.ofContent(sentence);
                double share = intent.topicShare(stems, rarity);
                if (share == 0) {
                    continue;
                }
                double cosine = relevance.of(asked, sentence, indexed ? source.sentenceVectors().get(position) : null);
                boolean kind = intent.kind().carriedBy(sentence);
                boolean eligible = cosine >= minRelevance && kind && intent.keysNamedIn(source.title() + " " + sentence);
                double score = cosine + TOPIC_WEIGHT * share
                        + (kind && intent.kind() != QuestionIntent.AnswerKind.ANY ? KIND_BONUS : 0);
                candidates.add(new Candidate(sentence, source.number(), position, stems, score, eligible, share));
            }
        }
        return candidates;
    }

    /** The last question the user asked before this one, from the recalled turns; null when none. */
    private static String lastQuestion(List<Prompt.Turn> history) {
        for (int i = history.size() - 1; i >= 0; i--) {
            Prompt.Turn turn = history.get(i);
            if ("user".equalsIgnoreCase(turn.role()) && turn.content() != null && !turn.content().isBlank()) {
                return turn.content();
            }
        }
        return null;
    }

    private static String normal(String sentence) {
        return sentence.toLowerCase(Locale.ROOT).strip();
    }

    /**
     * Whether the passages name at least {@code minCoverage} of what the sentence that asks is about
     * (stems, in any sentence or title; a customer's story before it aside), or of the whole question
     * ("I lost the receipt. Can I still bring it back?" asks about what its story names): a question about a thing the passages never name ("the walrus membership card",
     * "same-day delivery" where only express shipping is described) has no answer in them, however close
     * its other words come. Not every word: a customer words a question their own way.
     */
    static boolean covered(QuestionIntent intent, List<Prompt.Source> sources, double minCoverage) {
        Set<String> held = new HashSet<>();
        for (Prompt.Source source : sources) {
            held.addAll(Stems.ofContent(source.title() + " " + source.text()));
        }
        return share(intent.asked(), held) >= minCoverage - 1e-9 || share(intent.topic(), held) >= minCoverage - 1e-9;
    }

    /** The share of the stems the passages hold; all of none. */
    private static double share(Set<String> stems, Set<String> held) {
        return stems.isEmpty() ? 1 : stems.stream().filter(held::contains).count() / (double) stems.size();
    }

    private record Candidate(String sentence, int source, int position, Set<String> stems, double score,
                             boolean eligible, double share) {
    }
}
