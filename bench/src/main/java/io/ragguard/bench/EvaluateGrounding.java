package io.ragguard.bench;

import io.ragguard.embedding.boundary.TokenVectors;
import io.ragguard.validation.claims.Claims;
import io.ragguard.validation.crossencoder.CrossEncoder;
import io.ragguard.validation.faithfulness.Faithfulness;
import io.ragguard.validation.grounding.FaithfulnessModel;
import io.ragguard.validation.grounding.Grounding;
import io.ragguard.validation.overlap.EvidenceOverlap;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Predicate;

/**
 * Runs the grounding validators (faithfulness, claims, evidence-overlap: the server's classes, no
 * server) over labelled answers and measures how well they flag the hallucinated ones. Input:
 * {@code -Dfile=rows.jsonl} in the evaluation format, or
 * {@code -Ddataset=halueval|summedits|wice|golden|paraphrases|all}
 * (also summedits-news, -podcast, -samsum) from {@code data.dir}; {@code -Dlimit=n} takes a seeded
 * random sample; {@code -Dvalidator.<name>.<parameter>} overrides a setting. Writes an HTML report
 * ({@code -Dreport}, default bench/target/evaluation.html), with {@code -Drows=file.jsonl} each
 * answer's score and verdicts, and prints a JSON summary as its last line.
 * Claims and evidence sentences get the word-piece vectors the server's grounding validators use;
 * latencies are per answer, evidence included.
 *
 * <p>{@code ./mvnw -q -pl bench -am install -DskipTests && ./mvnw -q -pl bench exec:java@evaluate -Ddataset=halueval}
 */
public final class EvaluateGrounding {

    /** One answer's outcome: the faithfulness score and verdicts, and each validator's latency in ms. */
    record Result(GroundingRows.Row row, double score, double baseline, List<Verdict> verdicts, double[] millis) {
    }

    private EvaluateGrounding() {
    }

    /**
     * Refuses to measure weights other than the ones the source tree ships: evaluate runs the
     * validator classes of the installed validators-ejb jar, so after {@code fit-faithfulness} has
     * rewritten the weights file an evaluation before {@code install} would measure the old weights
     * against the new code.
     */
    private static void requireInstalledWeights() throws IOException {
        String shipped = System.getProperty("weights.file");
        if (shipped == null || !Files.exists(Path.of(shipped))) {
            return;
        }
        try (InputStream in = EvaluateGrounding.class.getClassLoader().getResourceAsStream(FaithfulnessModel.RESOURCE)) {
            if (in == null || !Arrays.equals(in.readAllBytes(), Files.readAllBytes(Path.of(shipped)))) {
                throw new IllegalStateException(shipped + " differs from the weights of the installed validators-ejb;"
                        + " run ./mvnw -q -pl validators-ejb install -DskipTests first");
            }
        }
    }

    public static void main(String[] args) throws Exception {
        requireInstalledWeights();
        String file = System.getProperty("file");
        GroundingRows data = file != null && !file.isBlank() ? GroundingRows.file(Path.of(file))
                : GroundingRows.dataset(System.getProperty("dataset", "halueval"));
        List<GroundingRows.Row> rows = sample(data.rows(), Integer.getInteger("limit", 0));
        Path report = Path.of(System.getProperty("report",
                System.getProperty("bench.target", "bench/target") + "/evaluation.html"));
        List<Result> results = new ArrayList<>();
        List<Validator> validators;
        TokenVectors tokens = Corpora.tokenVectors();
        // -Dvalidator.cross-encoder.model=path (and its other settings) adds a cross-encoder, as in the server
        CrossEncoder crossEncoder = new CrossEncoder(name -> Optional.ofNullable(System.getProperty(name)));
        Grounding grounding = new Grounding(FaithfulnessModel.load(), tokens::embedAll, tokens::embedPieces,
                new Grounding.CrossCheck(crossEncoder::enabled, crossEncoder::scoreAll, crossEncoder::weight,
                        crossEncoder::margin));
        validators = List.of(new Faithfulness(grounding), new Claims(grounding), new EvidenceOverlap());
        for (GroundingRows.Row row : rows) {
            results.add(run(row, validators));
        }
        JsonObject summary = Summary.of(data.name(), results, validators);
        EvaluationReport.write(report, data.name(), summary, results, validators);
        String rowsFile = System.getProperty("rows");
        if (rowsFile != null) {
            writeRows(Path.of(rowsFile), results, validators);
        }
        System.out.println("report: " + report.toAbsolutePath().normalize());
        System.out.println(summary);
    }

    /** One line per answer: its id, label, faithfulness score and each validator's outcome and reasons. */
    private static void writeRows(Path file, List<Result> results, List<Validator> validators) throws IOException {
        try (BufferedWriter writer = Files.newBufferedWriter(file)) {
            for (Result result : results) {
                JsonObjectBuilder verdicts = Json.createObjectBuilder();
                for (int v = 0; v < validators.size(); v++) {
                    Verdict verdict = result.verdicts().get(v);
                    verdicts.add(validators.get(v).name(), Json.createObjectBuilder()
                            .add("outcome", verdict.outcome().name()).add("score", Summary.round(verdict.score()))
                            .add("reasons", Json.createArrayBuilder(verdict.reasons())));
                }
                writer.write(Json.createObjectBuilder().add("id", result.row().id())
                        .add("dataset", result.row().dataset()).add("faithful", result.row().faithful())
                        .add("score", Summary.round(result.score())).add("verdicts", verdicts).build().toString());
                writer.newLine();
            }
        }
    }

    private static Result run(GroundingRows.Row row, List<Validator> validators) {
        ValidationInput input = new ValidationInput(row.question(), row.answer(), row.evidence(), "evaluation",
                true, 1.0);
        List<Verdict> verdicts = new ArrayList<>();
        double[] millis = new double[validators.size()];
        for (int i = 0; i < validators.size(); i++) {
            Validator v = validators.get(i);
            ValidatorSettings settings = ValidatorSettings.of(
                    key -> Optional.ofNullable(System.getProperty("validator." + v.name() + "." + key)));
            long start = System.nanoTime();
            verdicts.add(v.validate(input, settings));
            millis[i] = (System.nanoTime() - start) / 1e6;
        }
        return new Result(row, verdicts.get(0).score(), Separation.wordCoverage(row.answer(), row.contexts()),
                verdicts, millis);
    }

    private static List<GroundingRows.Row> sample(List<GroundingRows.Row> rows, int limit) {
        if (limit <= 0 || limit >= rows.size()) {
            return rows;
        }
        List<GroundingRows.Row> shuffled = new ArrayList<>(rows);
        Collections.shuffle(shuffled, new Random(42));
        return shuffled.subList(0, limit);
    }

    /** Whether a verdict flags the answer: a failure, or a warning (the claims validator warns). */
    static boolean flags(Verdict v) {
        return v.outcome() == Outcome.FAIL || v.outcome() == Outcome.WARN;
    }

    /** The summary printed as the last line and shown in the report. */
    static final class Summary {

        private Summary() {
        }

        static JsonObject of(String name, List<Result> results, List<Validator> validators) {
            int n = results.size();
            double[] scores = results.stream().mapToDouble(Result::score).toArray();
            double[] baseline = results.stream().mapToDouble(Result::baseline).toArray();
            boolean[] faithful = new boolean[n];
            int tp = 0;
            int fp = 0;
            int fn = 0;
            int tn = 0;
            for (int i = 0; i < n; i++) {
                faithful[i] = results.get(i).row().faithful();
                boolean flagged = flags(results.get(i).verdicts().get(0));
                if (flagged) {
                    tp += faithful[i] ? 0 : 1;
                    fp += faithful[i] ? 1 : 0;
                } else {
                    fn += faithful[i] ? 0 : 1;
                    tn += faithful[i] ? 1 : 0;
                }
            }
            double precision = tp + fp == 0 ? 0 : tp / (double) (tp + fp);
            double recall = tp + fn == 0 ? 0 : tp / (double) (tp + fn);
            double specificity = tn + fp == 0 ? 0 : tn / (double) (tn + fp);
            JsonObjectBuilder flagRate = Json.createObjectBuilder();
            JsonObjectBuilder validatorAccuracy = Json.createObjectBuilder();
            JsonObjectBuilder latency = Json.createObjectBuilder();
            double[] total = new double[n];
            for (int v = 0; v < validators.size(); v++) {
                int vi = v;
                long flagged = results.stream().filter(r -> flags(r.verdicts().get(vi))).count();
                flagRate.add(validators.get(v).name(), round(flagged / (double) Math.max(1, n)));
                double[] decision = results.stream().mapToDouble(r -> flags(r.verdicts().get(vi)) ? 0 : 1).toArray();
                validatorAccuracy.add(validators.get(v).name(),
                        round(Separation.balancedAccuracy(decision, faithful, 0.5)));
                double[] ms = results.stream().mapToDouble(r -> r.millis()[vi]).toArray();
                for (int i = 0; i < n; i++) {
                    total[i] += ms[i];
                }
                latency.add(validators.get(v).name() + "_p50", round(percentile(ms, 50)))
                        .add(validators.get(v).name() + "_p95", round(percentile(ms, 95)));
            }
            double best = Separation.bestThreshold(scores, faithful);
            JsonObject byDataset = byDataset(results, validators);
            return Json.createObjectBuilder()
                    .add("dataset", name)
                    .add("n", n)
                    .add("hallucinated", (int) results.stream().filter(r -> !r.row().faithful()).count())
                    .add("balanced_accuracy", round((recall + specificity) / 2))
                    .add("auc", round(Separation.auc(scores, faithful)))
                    .add("precision", round(precision))
                    .add("recall", round(recall))
                    .add("f1", round(precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall)))
                    .add("best_threshold", round(best))
                    .add("best_threshold_balanced_accuracy", round(Separation.balancedAccuracy(scores, faithful, best)))
                    .add("baseline_balanced_accuracy", round(Separation.balancedAccuracy(baseline, faithful,
                            Separation.bestThreshold(baseline, faithful))))
                    .add("baseline_auc", round(Separation.auc(baseline, faithful)))
                    .add("validator_balanced_accuracy", validatorAccuracy)
                    .add("flag_rate", flagRate)
                    .add("latency_ms", latency.add("p50", round(percentile(total, 50)))
                            .add("p95", round(percentile(total, 95))))
                    .add("by_dataset", byDataset)
                    .build();
        }

        /**
         * For each dataset of the rows: the share of faithful answers that pass faithfulness, claims,
         * and both (the guard serves them as they are), and the share of hallucinated answers that
         * either refuses or flags.
         */
        private static JsonObject byDataset(List<Result> results, List<Validator> validators) {
            int faithfulness = indexOf(validators, Faithfulness.NAME);
            int claims = indexOf(validators, Claims.NAME);
            JsonObjectBuilder out = Json.createObjectBuilder();
            for (String dataset : results.stream().map(r -> r.row().dataset()).distinct().sorted().toList()) {
                List<Result> right = results.stream().filter(r -> r.row().dataset().equals(dataset)
                        && r.row().faithful()).toList();
                List<Result> wrong = results.stream().filter(r -> r.row().dataset().equals(dataset)
                        && !r.row().faithful()).toList();
                out.add(dataset, Json.createObjectBuilder()
                        .add("faithful", right.size())
                        .add("faithfulness_passed", share(right, r -> !flags(r.verdicts().get(faithfulness))))
                        .add("claims_passed", share(right, r -> !flags(r.verdicts().get(claims))))
                        .add("both_passed", share(right, r -> !flags(r.verdicts().get(faithfulness))
                                && !flags(r.verdicts().get(claims))))
                        .add("hallucinated", wrong.size())
                        .add("faithfulness_refused", share(wrong, r -> flags(r.verdicts().get(faithfulness))))
                        .add("either_refused", share(wrong, r -> flags(r.verdicts().get(faithfulness))
                                || flags(r.verdicts().get(claims)))));
            }
            return out.build();
        }

        private static int indexOf(List<Validator> validators, String name) {
            for (int i = 0; i < validators.size(); i++) {
                if (validators.get(i).name().equals(name)) {
                    return i;
                }
            }
            throw new IllegalArgumentException("no validator " + name);
        }

        private static double share(List<Result> results, Predicate<Result> test) {
            return results.isEmpty() ? -1 : round(results.stream().filter(test).count() / (double) results.size());
        }

        static double percentile(double[] values, int p) {
            if (values.length == 0) {
                return 0;
            }
            double[] sorted = values.clone();
            Arrays.sort(sorted);
            return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)];
        }

        static double round(double v) {
            return Double.isNaN(v) ? -1 : Math.round(v * 1000) / 1000.0;
        }
    }
}
