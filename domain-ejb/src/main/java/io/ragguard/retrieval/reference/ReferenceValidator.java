package io.ragguard.retrieval.reference;

import io.ragguard.retrieval.boundary.Passage;

import java.util.List;

/** Judges whether each retrieved passage is a fit reference for answering the question. */
public interface ReferenceValidator {

    /** One judgement per passage, in the order of {@code passages}. */
    List<JudgedPassage> judge(String question, List<Passage> passages);
}
