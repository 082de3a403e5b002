package io.ragguard.generation.control;

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
import java.util.Set;

/**
 * The built-in generator that needs no network: it answers with the sentences of the passages
 * that share the most content words with the question, each cited with its passage's marker.
 * Sentences scoring below half of the best are left out, and so are repeats.
 */
@ApplicationScoped
public class ExtractiveGenerator implements LlmClient {

    public static final String NO_ANSWER =
            "I don't know. None of the available knowledge answers this question.";

    @Inject
    @ConfigProperty(name = "generation.extractive.max-sentences", defaultValue = "2")
    Provider<Integer> maxSentences;

    @Override
    public String provider() {
        return "extractive";
    }

    @Override
    public Generation generate(Prompt prompt) {
        return new Generation(answer(prompt, maxSentences.get()), "extractive");
    }

    static String answer(Prompt prompt, int maxSentences) {
        Set<String> questionTerms = Words.contentTerms(prompt.question());
        List<Candidate> candidates = new ArrayList<>();
        for (Prompt.Source source : prompt.sources()) {
            int position = 0;
            for (String sentence : Sentences.split(source.text())) {
                Set<String> shared = new HashSet<>(Words.contentTerms(sentence));
                shared.retainAll(questionTerms);
                candidates.add(new Candidate(sentence, source.number(), shared.size(), position++));
            }
        }
        candidates.sort(Comparator.comparingInt(Candidate::shared).reversed()
                .thenComparingInt(Candidate::source)
                .thenComparingInt(Candidate::position));
        if (candidates.isEmpty() || candidates.get(0).shared() == 0) {
            return NO_ANSWER;
        }
        int best = candidates.get(0).shared();
        List<String> chosen = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Candidate candidate : candidates) {
            if (chosen.size() == maxSentences || candidate.shared() * 2 < best) {
                break;
            }
            if (seen.add(candidate.sentence().toLowerCase())) {
                chosen.add(Citations.cite(candidate.sentence(), candidate.source()));
            }
        }
        return String.join(" ", chosen);
    }

    private record Candidate(String sentence, int source, int shared, int position) {
    }
}
