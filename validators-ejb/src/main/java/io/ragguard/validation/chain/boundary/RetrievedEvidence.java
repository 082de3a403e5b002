package io.ragguard.validation.chain.boundary;

import io.ragguard.retrieval.boundary.Passage;
import io.ragguard.retrieval.boundary.RetrievalResult;
import io.ragguard.validation.spi.Evidence;

import java.util.ArrayList;
import java.util.List;

/** A retrieved context as the evidence the chain judges an answer against, numbered as its prompt numbers it. */
public final class RetrievedEvidence {

    private RetrievedEvidence() {
    }

    /** Passage {@code i} (from 0) as evidence {@code [i + 1]}, with the sentence vectors of its ingest. */
    public static List<Evidence> of(RetrievalResult context) {
        List<Evidence> evidence = new ArrayList<>();
        List<Passage> passages = context.passages();
        for (int i = 0; i < passages.size(); i++) {
            Passage p = passages.get(i);
            evidence.add(new Evidence(i + 1, p.chunkId(), p.title(), p.text(), p.score(), p.sentenceVectors()));
        }
        return evidence;
    }
}
