package io.ragguard.bench;

import jakarta.json.Json;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Held-out numbers of the faithfulness ensemble with a cross-encoder mixed in, as the server mixes
 * it: each claim scores {@code (1 - w) * model + w * entailment}, a verbatim claim 1, an answer its
 * weakest claim. The model's scores are 5-fold held out (fit-faithfulness's folds, each fold's
 * threshold mapped onto 0.35); the entailment probabilities must be held out on the same folds,
 * as {@code train_cross_encoder.py cv} writes them: {@code {"id", "entailment": [p or null per claim]}};
 * answers without them (folds not run yet) are left out of the table.
 *
 * <p>{@code ./mvnw -q -pl bench exec:java@mix-cross-encoder -Dentailment=oof.jsonl -Dweights=0,0.25,0.5,0.75,1}
 */
public final class MixCrossEncoder {

    private MixCrossEncoder() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, double[]> entailment = new HashMap<>();
        for (String line : Files.readAllLines(Path.of(System.getProperty("entailment")))) {
            try (JsonReader reader = Json.createReader(new StringReader(line))) {
                JsonObject row = reader.readObject();
                List<JsonValue> values = row.getJsonArray("entailment");
                double[] p = new double[values.size()];
                for (int i = 0; i < p.length; i++) {
                    p[i] = values.get(i).getValueType() == JsonValue.ValueType.NUMBER
                            ? ((JsonNumber) values.get(i)).doubleValue() : Double.NaN;
                }
                entailment.put(row.getString("id"), p);
            }
        }
        List<FitFaithfulness.Sample> all;
        all = FitFaithfulness.features(GroundingRows.dataset("all").rows(), Corpora.tokenVectors());
        // the ensemble is fitted on every other fold; only answers with held-out entailment are scored
        List<FitFaithfulness.Sample> samples = all.stream().filter(s -> entailment.containsKey(s.row().id())).toList();
        // each answer's claims scored by the fit that did not see its fold, on the shipped scale
        Map<String, double[]> model = new HashMap<>();
        for (int fold = 0; fold < 5; fold++) {
            int f = fold;
            FitFaithfulness.Fit fit = FitFaithfulness.fit(all.stream().filter(s -> s.row().fold() != f).toList());
            for (FitFaithfulness.Sample s : samples) {
                if (s.row().fold() == f) {
                    double[] claims = new double[s.claims().length];
                    for (int i = 0; i < claims.length; i++) {
                        claims[i] = FitFaithfulness.shift(Logistic.predict(fit.theta(), fit.standardise(s.claims()[i])),
                                fit.threshold());
                    }
                    model.put(s.row().id(), claims);
                }
            }
        }
        StringBuilder table = new StringBuilder("| w |");
        GroundingRows.DATASETS.forEach(d -> table.append(' ').append(d).append(" BA@0.35 / best / AUC |"));
        table.append(" mean BA@0.35 | mean best BA |\n");
        for (String weight : System.getProperty("weights", "0,0.25,0.5,0.75,1").split(",")) {
            double w = Double.parseDouble(weight);
            table.append("| ").append(weight).append(" |");
            double sumBa = 0;
            double sumBest = 0;
            for (String dataset : GroundingRows.DATASETS) {
                List<FitFaithfulness.Sample> part = samples.stream().filter(s -> s.row().dataset().equals(dataset)).toList();
                double[] scores = new double[part.size()];
                boolean[] faithful = new boolean[part.size()];
                for (int i = 0; i < part.size(); i++) {
                    String id = part.get(i).row().id();
                    scores[i] = answer(model.get(id), entailment.get(id), w);
                    faithful[i] = part.get(i).row().faithful();
                }
                double ba = Separation.balancedAccuracy(scores, faithful, FitFaithfulness.THRESHOLD);
                double best = Separation.balancedAccuracy(scores, faithful, Separation.bestThreshold(scores, faithful));
                sumBa += ba;
                sumBest += best;
                table.append(String.format(Locale.ROOT, " %.3f / %.3f / %.3f |", ba, best, Separation.auc(scores, faithful)));
            }
            int n = GroundingRows.DATASETS.size();
            table.append(String.format(Locale.ROOT, " %.3f | %.3f |%n", sumBa / n, sumBest / n));
        }
        System.out.println(table);
    }

    /** The weakest claim's mixed score; a claim without an entailment probability (verbatim) scores 1. */
    private static double answer(double[] model, double[] entailment, double w) {
        double min = 1;
        for (int i = 0; i < model.length; i++) {
            double claim = Double.isNaN(entailment[i]) ? 1 : (1 - w) * model[i] + w * entailment[i];
            min = Math.min(min, claim);
        }
        return min;
    }
}
