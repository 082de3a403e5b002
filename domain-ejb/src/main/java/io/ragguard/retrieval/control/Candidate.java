package io.ragguard.retrieval.control;

import java.util.List;

/** A passage a store found, with the score it found it by and the vectors it keeps of it. */
public record Candidate(String chunkId, String documentId, String title, String sourceId, String text,
                        double score, float[] vector, List<float[]> sentenceVectors) {

    public Candidate {
        sentenceVectors = List.copyOf(sentenceVectors);
    }
}
