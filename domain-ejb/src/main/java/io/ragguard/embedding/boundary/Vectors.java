package io.ragguard.embedding.boundary;

import java.util.List;

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

    /** The mean of unit vectors scaled back to unit length (a zero vector stays zero). */
    public static float[] unitMean(List<float[]> vectors) {
        if (vectors.isEmpty()) {
            throw new IllegalArgumentException("no vectors to average");
        }
        float[] mean = new float[vectors.get(0).length];
        for (float[] v : vectors) {
            for (int i = 0; i < mean.length; i++) {
                mean[i] += v[i];
            }
        }
        normalise(mean);
        return mean;
    }

    /** Scales the vector to unit length in place; a zero vector stays zero. */
    static void normalise(float[] vector) {
        double norm = 0;
        for (float x : vector) {
            norm += x * x;
        }
        if (norm > 0) {
            float scale = (float) (1 / Math.sqrt(norm));
            for (int i = 0; i < vector.length; i++) {
                vector[i] *= scale;
            }
        }
    }
}
