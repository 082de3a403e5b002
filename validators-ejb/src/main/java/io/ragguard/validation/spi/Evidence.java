package io.ragguard.validation.spi;

import java.util.List;

/**
 * One retrieved passage the answer may cite: {@code number} is its 1-based citation marker
 * ({@code [1]}, {@code [2]}, ...), {@code score} its retrieval similarity in [0, 1], and
 * {@code sentenceVectors} the embeddings of its sentences in {@code Sentences.split} order, computed
 * at ingest (empty when the caller brought the evidence and it has not been embedded yet).
 */
public record Evidence(int number, String id, String title, String text, double score,
                       List<float[]> sentenceVectors) {

    public Evidence {
        sentenceVectors = List.copyOf(sentenceVectors);
    }

    /** Evidence without cached sentence embeddings. */
    public Evidence(int number, String id, String title, String text, double score) {
        this(number, id, title, text, score, List.of());
    }
}
