package io.ragguard.monitoring.control;

import java.util.List;

/**
 * The bands an answer's context similarity (0 to 1, the mean cosine of the passages kept) is counted
 * in: below 0.3 the passages hardly touch the question, from 0.7 they are about it.
 */
public final class SimilarityBands {

    public static final List<String> ALL = List.of("0.0-0.3", "0.3-0.5", "0.5-0.7", "0.7-1.0");

    private SimilarityBands() {
    }

    public static String of(double similarity) {
        if (similarity < 0.3) {
            return ALL.get(0);
        }
        if (similarity < 0.5) {
            return ALL.get(1);
        }
        return similarity < 0.7 ? ALL.get(2) : ALL.get(3);
    }
}
