package io.ragguard.retrieval.boundary;

import java.util.List;

/**
 * One retrieved passage with its similarity to the question in [0, 1] (cosine of the embeddings),
 * its embedding, and its sentences' embeddings in {@link io.ragguard.text.Sentences#split} order.
 */
public record Passage(String chunkId, String documentId, String title, String sourceId, String text,
                      double score, float[] vector, List<float[]> sentenceVectors) {

    public Passage {
        sentenceVectors = List.copyOf(sentenceVectors);
    }
}
