package io.ragguard.retrieval.reference;

import io.ragguard.retrieval.boundary.Passage;

/** A retrieved passage with a validator's decision on it and why. */
public record JudgedPassage(Passage passage, PassageDecision decision, String reason) {

    public boolean accepted() {
        return decision.keeps();
    }
}
