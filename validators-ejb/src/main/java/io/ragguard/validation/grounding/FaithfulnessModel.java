package io.ragguard.validation.grounding;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Logistic regression over {@link FaithfulnessFeatures}: a claim's score is
 * {@code sigmoid(bias + sum(weight_i * (x_i - mean_i) / scale_i))}, and an answer scores as its
 * weakest claim. The weights are fitted on the development data by {@code io.ragguard.bench.FitFaithfulness}
 * and read from {@value #RESOURCE}; its top-level keys {@code features}, {@code mean}, {@code scale},
 * {@code weights} (arrays) and {@code bias} are all this class reads, so other keys may describe the fit.
 */
public final class FaithfulnessModel {

    public static final String RESOURCE = "META-INF/ragguard/faithfulness-weights.json";

    private final double[] mean;
    private final double[] scale;
    private final double[] weights;
    private final double bias;

    public FaithfulnessModel(double[] mean, double[] scale, double[] weights, double bias) {
        int n = FaithfulnessFeatures.NAMES.size();
        if (mean.length != n || scale.length != n || weights.length != n) {
            throw new IllegalArgumentException("expected " + n + " values per array, one per feature");
        }
        this.mean = mean.clone();
        this.scale = scale.clone();
        this.weights = weights.clone();
        this.bias = bias;
    }

    /** The fitted model on the class path. */
    public static FaithfulnessModel load() {
        try (InputStream in = FaithfulnessModel.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is not on the class path");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    static FaithfulnessModel parse(String json) {
        List<String> features = Arrays.stream(array(json, "features"))
                .map(s -> s.strip().replace("\"", "")).toList();
        if (!features.equals(FaithfulnessFeatures.NAMES)) {
            throw new IllegalStateException(RESOURCE + " was fitted on features " + features + ", not "
                    + FaithfulnessFeatures.NAMES);
        }
        Matcher bias = Pattern.compile("\"bias\"\\s*:\\s*(-?[0-9.eE+-]+)").matcher(json);
        if (!bias.find()) {
            throw new IllegalStateException(RESOURCE + " has no bias");
        }
        return new FaithfulnessModel(numbers(json, "mean"), numbers(json, "scale"), numbers(json, "weights"),
                Double.parseDouble(bias.group(1)));
    }

    private static String[] array(String json, String key) {
        Matcher m = Pattern.compile("\"" + key + "\"\\s*:\\s*\\[([^\\]]*)]").matcher(json);
        if (!m.find()) {
            throw new IllegalStateException(RESOURCE + " has no array " + key);
        }
        return m.group(1).split(",");
    }

    private static double[] numbers(String json, String key) {
        return Arrays.stream(array(json, key)).mapToDouble(s -> Double.parseDouble(s.strip())).toArray();
    }

    /** The probability that a claim with these feature values is supported by the evidence. */
    public double score(double[] values) {
        double z = bias;
        for (int i = 0; i < weights.length; i++) {
            z += weights[i] * (values[i] - mean[i]) / scale[i];
        }
        return 1 / (1 + Math.exp(-z));
    }

    /** An answer's score from its claims' scores: the weakest claim; 1 for an answer without claims. */
    public static double aggregate(List<Double> claimScores) {
        return claimScores.stream().mapToDouble(Double::doubleValue).min().orElse(1.0);
    }
}
