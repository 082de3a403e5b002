package io.ragguard.retrieval.control;

import io.ragguard.embedding.control.Vectors;
import io.ragguard.retrieval.boundary.Passage;
import io.ragguard.retrieval.boundary.RetrievalResult;

import java.util.ArrayList;
import java.util.List;

/**
 * Chooses the context from the fused ranking: drops passages less similar to the question than the
 * threshold, then picks by maximal marginal relevance among the best {@code pool} (relevance
 * weighted by {@code lambda}, redundancy with what is already picked by {@code 1 - lambda}) as many
 * as the question's length warrants (under 20 words: 2, up to 50: 3, longer: 5).
 */
public final class ContextSelection {

    private ContextSelection() {
    }

    public static RetrievalResult select(List<Fusion.Ranked> ranked, double threshold, int questionWords,
                                         double lambda, int pool) {
        List<Fusion.Ranked> eligible = new ArrayList<>();
        int filteredOut = 0;
        for (Fusion.Ranked r : ranked) {
            if (r.similarity() < threshold) {
                filteredOut++;
            } else if (eligible.size() < pool) {
                eligible.add(r);
            }
        }
        List<Fusion.Ranked> chosen = mmr(eligible, limitFor(questionWords), lambda);
        return new RetrievalResult(chosen.stream().map(ContextSelection::passage).toList(), filteredOut);
    }

    static List<Fusion.Ranked> mmr(List<Fusion.Ranked> eligible, int limit, double lambda) {
        double best = eligible.stream().mapToDouble(Fusion.Ranked::relevance).max().orElse(1.0);
        List<Fusion.Ranked> remaining = new ArrayList<>(eligible);
        List<Fusion.Ranked> chosen = new ArrayList<>();
        while (chosen.size() < limit && !remaining.isEmpty()) {
            Fusion.Ranked next = null;
            double nextScore = Double.NEGATIVE_INFINITY;
            for (Fusion.Ranked candidate : remaining) {
                double redundancy = chosen.stream()
                        .mapToDouble(c -> Vectors.cosine(c.candidate().vector(), candidate.candidate().vector()))
                        .max().orElse(0.0);
                double score = lambda * candidate.relevance() / best - (1 - lambda) * redundancy;
                if (score > nextScore) {
                    next = candidate;
                    nextScore = score;
                }
            }
            chosen.add(next);
            remaining.remove(next);
        }
        return chosen;
    }

    public static int limitFor(int questionWords) {
        if (questionWords < 20) {
            return 2;
        }
        return questionWords <= 50 ? 3 : 5;
    }

    private static Passage passage(Fusion.Ranked r) {
        Candidate c = r.candidate();
        return new Passage(c.chunkId(), c.documentId(), c.title(), c.sourceId(), c.text(), r.similarity(),
                c.vector(), c.sentenceVectors());
    }
}
