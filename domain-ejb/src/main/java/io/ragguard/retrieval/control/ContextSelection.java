package io.ragguard.retrieval.control;

import io.ragguard.retrieval.boundary.Passage;
import io.ragguard.retrieval.boundary.RetrievalResult;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Chooses the context from ranked candidates: drops those below the similarity threshold and
 * duplicates of a chunk already chosen, then keeps as many as the question's length warrants
 * (under 20 words: 2, up to 50: 3, longer: 5).
 */
public final class ContextSelection {

    private ContextSelection() {
    }

    public static RetrievalResult select(List<Passage> ranked, double threshold, int questionWords) {
        int limit = limitFor(questionWords);
        List<Passage> kept = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        int filteredOut = 0;
        for (Passage passage : ranked) {
            if (passage.score() < threshold) {
                filteredOut++;
            } else if (seen.add(passage.chunkId()) && kept.size() < limit) {
                kept.add(passage);
            }
        }
        return new RetrievalResult(kept, filteredOut);
    }

    public static int limitFor(int questionWords) {
        if (questionWords < 20) {
            return 2;
        }
        return questionWords <= 50 ? 3 : 5;
    }
}
