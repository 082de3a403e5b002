package io.ragguard.retrieval.boundary;

import java.util.List;

/**
 * The passages kept for a question, best first, and how many candidates fell below the similarity
 * threshold. No passage kept means no reliable context.
 */
public record RetrievalResult(List<Passage> passages, int filteredOut) {

    public RetrievalResult {
        passages = List.copyOf(passages);
    }

    public static RetrievalResult empty() {
        return new RetrievalResult(List.of(), 0);
    }

    public boolean reliable() {
        return !passages.isEmpty();
    }

    public double averageSimilarity() {
        return passages.stream().mapToDouble(Passage::score).average().orElse(0.0);
    }

    /** High above 0.6, medium from 0.4, low below; none without passages. */
    public ContextGrade quality() {
        return ContextGrade.of(reliable(), averageSimilarity());
    }
}
