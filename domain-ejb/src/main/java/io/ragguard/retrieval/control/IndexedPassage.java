package io.ragguard.retrieval.control;

import java.util.List;

/**
 * What a store keeps of a chunk: its text and provenance, its embedding, and the embeddings of
 * its sentences (in the order {@link io.ragguard.text.Sentences#split} gives them), which the
 * validators use to align answers with evidence without embedding it again.
 */
public record IndexedPassage(long chunkId, long documentId, String title, String sourceId, String text,
                             float[] vector, List<float[]> sentenceVectors) {

    public IndexedPassage {
        sentenceVectors = List.copyOf(sentenceVectors);
    }
}
