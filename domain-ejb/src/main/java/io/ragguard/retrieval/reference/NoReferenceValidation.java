package io.ragguard.retrieval.reference;

import io.ragguard.retrieval.boundary.Passage;

import java.util.List;

/** The default: every retrieved passage is accepted as it is. */
public final class NoReferenceValidation implements ReferenceValidator {

    @Override
    public List<JudgedPassage> judge(String question, List<Passage> passages) {
        return passages.stream()
                .map(passage -> new JudgedPassage(passage, PassageDecision.ACCEPT, "reference validation is off"))
                .toList();
    }
}
