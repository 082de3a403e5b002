package io.ragguard.retrieval.control;

import io.ragguard.embedding.boundary.Vectors;
import io.ragguard.retrieval.boundary.Passage;
import io.ragguard.retrieval.boundary.RetrievalResult;

import java.util.ArrayList;
import java.util.List;

/**
 * Chooses the context from the fused ranking: drops passages less similar to the question than the
 * threshold (BM25's clear leader, down to a lower floor), then picks by maximal marginal relevance among the best {@code pool} (relevance
 * weighted by {@code lambda}, redundancy with what is already picked by {@code 1 - lambda}) as many
 * as the question's length warrants (under 20 words: 2, up to 50: 3, longer: 5).
 */
public final class ContextSelection {

    private ContextSelection() {
    }

    public static RetrievalResult select(List<Fusion.Ranked> ranked, double threshold, int questionWords,
                                         double lambda, int pool) {
        return select(ranked, threshold, null, threshold, questionWords, lambda, pool);
    }

    /**
     * The same, but the passage BM25 clearly ranks first ({@code leader}, a chunk id; null when none leads)
     * is kept down to {@code leaderFloor} rather than {@code threshold}: a question that names a rare thing
     * ("Cadmium chloride", "the Thoen Stone") finds its passage by that name, while the question's other
     * words keep the cosine of the two low.
     */
    public static RetrievalResult select(List<Fusion.Ranked> ranked, double threshold, String leader,
                                         double leaderFloor, int questionWords, double lambda, int pool) {
        List<Fusion.Ranked> eligible = new ArrayList<>();
        int filteredOut = 0;
        for (Fusion.Ranked r : ranked) {
            double floor = r.candidate().chunkId().equals(leader) ? Math.min(threshold, leaderFloor) : threshold;
            if (r.similarity() < floor) {
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

    /** A lexical leader's BM25 score is at least this many times the second's. */
    static final double LEAD = 1.5;

    /**
     * The chunk id of the passage BM25 ranks first by a clear lead ({@value #LEAD} times the second's
     * score, or alone), or null.
     */
    public static String lexicalLeader(List<Candidate> lexical) {
        if (lexical.isEmpty()) {
            return null;
        }
        boolean leads = lexical.size() == 1 || lexical.get(0).score() >= LEAD * lexical.get(1).score();
        return leads ? lexical.get(0).chunkId() : null;
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
