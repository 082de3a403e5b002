package io.ragguard.retrieval.reference;

import io.ragguard.retrieval.boundary.Passage;

import java.util.List;

/** Keeps the accepted passages, in their retrieval order, at most {@code max} of them. */
public final class ReferenceSelection {

    private ReferenceSelection() {
    }

    public static List<Passage> accepted(List<JudgedPassage> judged, int max) {
        return judged.stream()
                .filter(JudgedPassage::accepted)
                .map(JudgedPassage::passage)
                .limit(Math.max(0, max))
                .toList();
    }
}
