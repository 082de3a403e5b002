package io.ragguard.embedding.control;

/** Arithmetic on embedding vectors. */
public final class Vectors {

    private Vectors() {
    }

    /** Cosine similarity; for the unit-length vectors the encoder returns this is the dot product. */
    public static double cosine(float[] a, float[] b) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("vectors of " + a.length + " and " + b.length + " dimensions");
        }
        double dot = 0;
        double normA = 0;
        double normB = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
            normA += a[i] * a[i];
            normB += b[i] * b[i];
        }
        return normA == 0 || normB == 0 ? 0 : dot / Math.sqrt(normA * normB);
    }
}
