package io.ragguard.retrieval.control;

import java.util.Locale;

/**
 * How {@link Fusion} fuses the lexical and the dense ranking, as the setting {@code retrieval.fusion} names
 * it: {@code weighted} or {@code rrf}.
 */
public enum FusionMethod {
    /** {@code w * cosine + (1 - w) * bm25 / max bm25}. */
    WEIGHTED,
    /** Reciprocal rank fusion, {@code sum 1 / (60 + rank)}. */
    RRF;

    /**
     * The method a setting's value names, in any case.
     *
     * @throws IllegalArgumentException for a value that names neither
     */
    public static FusionMethod parse(String value) {
        for (FusionMethod method : values()) {
            if (method.name().equals(value.strip().toUpperCase(Locale.ROOT))) {
                return method;
            }
        }
        throw new IllegalArgumentException("unknown fusion " + value + "; rrf or weighted");
    }
}
