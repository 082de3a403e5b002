package io.ragguard.generation.control;

import io.ragguard.embedding.control.Embeddings;
import io.ragguard.embedding.control.Vectors;
import io.ragguard.generation.boundary.Generation;
import io.ragguard.generation.boundary.LlmClient;
import io.ragguard.generation.boundary.Prompt;
import io.ragguard.text.Citations;
import io.ragguard.text.Sentences;
import io.ragguard.text.Words;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The built-in generator that needs no network: it answers with the sentences of the passages
 * that share the most content words with the question, each cited with its passage's marker.
 * Sentences scoring below half of the best are left out, and so are repeats. A sentence must also
 * address the question: the cosine of its all-MiniLM-L6-v2 vector (the index's, from ingest) with the
 * question's, the model answer-relevancy judges by, reaches {@code generation.extractive.min-relevance}
 * (calibrated in docs/evaluation.md), and the passages must name what the question asks about: at
 * least {@code generation.extractive.min-question-coverage} (all, by default) of its content words
 * that are not only the form of a question. When no sentence qualifies, or the question names what the passages
 * do not, the answer is "I don't know" rather than the nearest thing the knowledge holds.
 */
@ApplicationScoped
public class ExtractiveGenerator implements LlmClient {

    public static final String NO_ANSWER =
            "I don't know. None of the available knowledge answers this question.";

    @Inject
    @ConfigProperty(name = "generation.extractive.max-sentences", defaultValue = "2")
    Provider<Integer> maxSentences;

    @Inject
    @ConfigProperty(name = "generation.extractive.min-relevance", defaultValue = "0.25")
    Provider<Double> minRelevance;

    @Inject
    @ConfigProperty(name = "generation.extractive.min-question-coverage", defaultValue = "1")
    Provider<Double> minCoverage;

    @Inject
    Embeddings embeddings;

    /** How well a sentence of a source addresses the question, in [-1, 1]. */
    @FunctionalInterface
    interface Relevance {

        /** {@code indexed}: the sentence's vector from the index, null when the source carries none. */
        double of(String question, String sentence, float[] indexed);

        /** Every sentence addresses the question: the lexical choice alone. */
        Relevance ANY = (question, sentence, indexed) -> 1.0;
    }

    @Override
    public String provider() {
        return "extractive";
    }

    @Override
    public Generation generate(Prompt prompt) {
        return new Generation(answer(prompt, maxSentences.get(), this::cosine, minRelevance.get(),
                minCoverage.get()), "extractive");
    }

    /** The cosine of the sentence's model vector (the index's when there is one) with the question's. */
    private double cosine(String question, String sentence, float[] indexed) {
        return Vectors.cosine(embeddings.embed(question), indexed != null ? indexed : embeddings.embed(sentence));
    }

    static String answer(Prompt prompt, int maxSentences) {
        return answer(prompt, maxSentences, Relevance.ANY, 0, 1);
    }

    static String answer(Prompt prompt, int maxSentences, Relevance relevance, double minRelevance) {
        return answer(prompt, maxSentences, relevance, minRelevance, 1);
    }

    static String answer(Prompt prompt, int maxSentences, Relevance relevance, double minRelevance,
                         double minCoverage) {
        Set<String> questionTerms = Words.contentTerms(prompt.question());
        if (!covered(questionTerms, prompt.sources(), minCoverage)) {
            return NO_ANSWER;
        }
        List<Candidate> candidates = new ArrayList<>();
        for (Prompt.Source source : prompt.sources()) {
            List<String> sentences = Sentences.split(source.text());
            boolean indexed = source.sentenceVectors().size() == sentences.size();
            for (int position = 0; position < sentences.size(); position++) {
                String sentence = sentences.get(position);
                Set<String> shared = new HashSet<>(Words.contentTerms(sentence));
                shared.retainAll(questionTerms);
                if (!shared.isEmpty() && relevance.of(prompt.question(), sentence,
                        indexed ? source.sentenceVectors().get(position) : null) >= minRelevance) {
                    candidates.add(new Candidate(sentence, source.number(), shared.size(), position));
                }
            }
        }
        candidates.sort(Comparator.comparingInt(Candidate::shared).reversed()
                .thenComparingInt(Candidate::source)
                .thenComparingInt(Candidate::position));
        if (candidates.isEmpty()) {
            return NO_ANSWER;
        }
        int best = candidates.get(0).shared();
        List<String> chosen = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Candidate candidate : candidates) {
            if (chosen.size() == maxSentences || candidate.shared() * 2 < best) {
                break;
            }
            if (seen.add(candidate.sentence().toLowerCase(Locale.ROOT))) {
                chosen.add(Citations.cite(candidate.sentence(), candidate.source()));
            }
        }
        return String.join(" ", chosen);
    }

    /**
     * Words that shape a question without naming what it asks about: a passage need not hold them
     * ("How quickly must ...?" is answered by "... within 24 hours").
     */
    private static final Set<String> QUESTION_FORM = Set.of("quickly", "soon", "often", "fast", "long", "much",
            "many", "maximum", "minimum", "exactly", "currently", "usually", "typically", "please", "ever", "also",
            "need", "get");

    /**
     * Whether the passages name at least {@code minCoverage} of the question's content words, those
     * that only shape a question aside: a question about a thing the passages never name ("the walrus
     * membership card", "same-day delivery" where only express shipping is described) has no answer
     * in them, however close its other words come. Not every word: a question words its relation
     * its own way ("started" where the passage says "founded", "in what city").
     */
    static boolean covered(Set<String> questionTerms, List<Prompt.Source> sources, double minCoverage) {
        Set<String> held = new HashSet<>();
        for (Prompt.Source source : sources) {
            held.addAll(Words.contentTerms(source.title() + " " + source.text()));
        }
        List<String> asked = questionTerms.stream().filter(term -> !QUESTION_FORM.contains(term)).toList();
        long named = asked.stream().filter(held::contains).count();
        return asked.isEmpty() || named >= minCoverage * asked.size() - 1e-9;
    }

    private record Candidate(String sentence, int source, int shared, int position) {
    }
}
