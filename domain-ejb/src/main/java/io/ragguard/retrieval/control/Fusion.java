package io.ragguard.retrieval.control;

import io.ragguard.embedding.boundary.Vectors;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Fuses the lexical and the dense ranking into one. {@code rrf}: reciprocal rank fusion,
 * {@code sum 1 / (60 + rank)}; {@code weighted}: {@code w * cosine + (1 - w) * bm25 / max bm25}.
 * Every fused passage also gets its cosine similarity to the question, the score thresholds and
 * clients see, whichever list found it.
 */
public final class Fusion {

    static final int RRF_K = 60;

    /** A candidate with its fused relevance (for ranking) and its similarity to the question. */
    public record Ranked(Candidate candidate, double relevance, double similarity) {
    }

    private Fusion() {
    }

    public static List<Ranked> fuse(List<Candidate> lexical, List<Candidate> dense, float[] question,
                                    FusionMethod method, double denseWeight) {
        boolean rrf = method == FusionMethod.RRF;
        double maxBm25 = lexical.stream().mapToDouble(Candidate::score).max().orElse(1.0);
        Map<String, Candidate> byId = new LinkedHashMap<>();
        Map<String, Double> relevance = new LinkedHashMap<>();
        for (int rank = 0; rank < lexical.size(); rank++) {
            Candidate c = lexical.get(rank);
            byId.putIfAbsent(c.chunkId(), c);
            double part = rrf ? 1.0 / (RRF_K + rank + 1) : (1 - denseWeight) * c.score() / maxBm25;
            relevance.merge(c.chunkId(), part, Double::sum);
        }
        for (int rank = 0; rank < dense.size(); rank++) {
            Candidate c = dense.get(rank);
            byId.putIfAbsent(c.chunkId(), c);
            double part = rrf ? 1.0 / (RRF_K + rank + 1) : denseWeight * Math.max(0, c.score());
            relevance.merge(c.chunkId(), part, Double::sum);
        }
        List<Ranked> ranked = new ArrayList<>();
        byId.forEach((id, c) -> ranked.add(new Ranked(c, relevance.get(id), Vectors.cosine(question, c.vector()))));
        ranked.sort(Comparator.comparingDouble(Ranked::relevance).reversed());
        return ranked;
    }
}
