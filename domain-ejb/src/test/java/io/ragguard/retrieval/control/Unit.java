package io.ragguard.retrieval.control;

import java.util.List;

/** Small unit vectors for retrieval tests: a blend of two axes of a 4-dimensional space. */
public final class Unit {

    private Unit() {
    }

    /** The unit vector at {@code degrees} between axis {@code a} and axis {@code b}. */
    public static float[] between(int a, int b, double degrees) {
        float[] v = new float[4];
        double radians = Math.toRadians(degrees);
        v[a] += (float) Math.cos(radians);
        v[b] += (float) Math.sin(radians);
        return v;
    }

    public static float[] axis(int a) {
        return between(a, a, 0);
    }

    public static Candidate candidate(String id, double score, float[] vector) {
        return new Candidate(id, "d" + id, "Title " + id, "src-" + id, "Text " + id, score, vector, List.of());
    }
}
