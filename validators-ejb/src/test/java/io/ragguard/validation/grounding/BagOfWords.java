package io.ragguard.validation.grounding;

import io.ragguard.embedding.boundary.MiniLmEncoder;
import io.ragguard.text.Words;

import java.util.List;

/**
 * A stand-in for the sentence encoder in unit tests: content words (folded) hashed into 384
 * dimensions, L2-normalised. Paraphrases that share words align, others do not; unlike MiniLM it
 * needs no model file.
 */
public final class BagOfWords {

    /** A model with hand-set weights, so that tests do not depend on the fitted file. */
    public static final FaithfulnessModel MODEL = new FaithfulnessModel(new double[16], ones(),
            new double[] {4, 3, 1, -0.5, -5, -5, -5, -5, 0, 0, 0, 0, 0, 0, 0, 0}, -4.5);

    private BagOfWords() {
    }

    public static List<float[]> embedAll(List<String> texts) {
        return texts.stream().map(BagOfWords::embed).toList();
    }

    /** Sentences given as pieces: each sentence's vector and its pieces' own (no context, unlike the model). */
    public static List<MiniLmEncoder.SentenceVectors> embedInContext(List<List<String>> sentences) {
        return sentences.stream().map(pieces -> new MiniLmEncoder.SentenceVectors(embed(String.join("", pieces)),
                embedAll(pieces))).toList();
    }

    public static Grounding grounding() {
        return grounding(MODEL);
    }

    public static Grounding grounding(FaithfulnessModel model) {
        return new Grounding(model, BagOfWords::embedAll, BagOfWords::embedInContext);
    }

    static float[] embed(String text) {
        float[] v = new float[384];
        for (String w : Words.contentTerms(text)) {
            v[Math.floorMod(w.hashCode(), 384)] += 1;
        }
        double norm = 0;
        for (float x : v) {
            norm += x * x;
        }
        if (norm > 0) {
            for (int i = 0; i < v.length; i++) {
                v[i] /= (float) Math.sqrt(norm);
            }
        }
        return v;
    }

    private static double[] ones() {
        double[] ones = new double[16];
        java.util.Arrays.fill(ones, 1);
        return ones;
    }
}
