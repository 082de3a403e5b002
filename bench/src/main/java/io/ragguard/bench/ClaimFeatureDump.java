package io.ragguard.bench;

import io.ragguard.validation.grounding.FaithfulnessFeatures;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes every labelled answer's claim features as JSON lines, computed exactly as
 * {@code fit-faithfulness} computes them (the server's classes and word-piece vectors), so that
 * other ways of fitting them can be measured outside Java ({@code src/main/python/kind_calibration.py}).
 * A line: {@code id}, {@code dataset}, {@code group}, {@code fold}, {@code faithful}, {@code question},
 * {@code answer}, {@code baseline} (the word-coverage baseline), {@code names} (the features' names),
 * {@code claims}, one array of feature values per claim in that order, and {@code weakest}, each
 * feature's weakest value over the claims as the fit's first round reads them. The rows are the three
 * development sets, then the golden set and the paraphrase set, which no fit uses.
 *
 * <p>{@code ./mvnw -q -pl bench exec:java@claim-features -Dout=features.jsonl}
 */
public final class ClaimFeatureDump {

    private ClaimFeatureDump() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(System.getProperty("out",
                System.getProperty("bench.target", "bench/target") + "/claim-features.jsonl"));
        List<GroundingRows.Row> rows = new ArrayList<>(GroundingRows.dataset("all").rows());
        rows.addAll(GroundingRows.dataset("golden").rows());
        rows.addAll(GroundingRows.dataset("paraphrases").rows());
        List<FitFaithfulness.Sample> samples = FitFaithfulness.features(rows, Corpora.tokenVectors());
        JsonArray names = Json.createArrayBuilder(FaithfulnessFeatures.NAMES).build();
        Files.createDirectories(out.toAbsolutePath().getParent());
        try (PrintWriter writer = new PrintWriter(Files.newBufferedWriter(out))) {
            for (FitFaithfulness.Sample s : samples) {
                JsonArrayBuilder claims = Json.createArrayBuilder();
                for (double[] claim : s.claims()) {
                    claims.add(values(claim));
                }
                GroundingRows.Row row = s.row();
                writer.println(Json.createObjectBuilder().add("id", row.id()).add("dataset", row.dataset())
                        .add("group", row.group()).add("fold", row.fold()).add("faithful", row.faithful())
                        .add("question", row.question()).add("answer", row.answer()).add("baseline", s.baseline())
                        .add("names", names).add("claims", claims)
                        .add("weakest", s.claims().length == 0 ? Json.createArrayBuilder()
                                : values(FitFaithfulness.worst(s.claims())))
                        .build());
            }
        }
        System.out.println(samples.size() + " answers written to " + out.toAbsolutePath().normalize());
    }

    private static JsonArrayBuilder values(double[] values) {
        JsonArrayBuilder array = Json.createArrayBuilder();
        for (double v : values) {
            array.add(v);
        }
        return array;
    }
}
