package io.ragguard.bench;

import jakarta.json.Json;
import jakarta.json.JsonObjectBuilder;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * What the faithfulness fit does to RAGTruth's answers held out by source (5 folds): for each task and
 * kind of label, the share of faithful answers whose every claim scores from the threshold (faithfulness
 * serves them as written), the share of the others with a claim below it, their balanced accuracy and
 * the AUC of the answers' weakest claims; and, for question answering, the same shares at other
 * thresholds. Faithfulness alone: the other validators of the chain are measured through the server
 * ({@code ragtruth-answers}).
 */
final class RagTruthHeldOut {

    private static final double[] THRESHOLDS = {0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5};

    private RagTruthHeldOut() {
    }

    /** The markdown table of the held-out measures, {@code kFold} holding each answer's score and its fold's threshold. */
    static String table(List<FitFaithfulness.Sample> samples, Map<String, double[]> kFold) {
        StringBuilder table = new StringBuilder("| RAGTruth | answers | faithful served @0.35 | hallucinated stopped "
                + "@0.35 | BA @0.35 | AUC |\n|---|---|---|---|---|---|\n");
        for (String dataset : datasets(samples)) {
            Measures m = measures(samples, kFold, dataset, FitFaithfulness.THRESHOLD);
            table.append(String.format(Locale.ROOT, "| %s | %d | %.3f | %.3f | %.3f | %.3f |%n", dataset, m.answers,
                    m.served, m.stopped, (m.served + m.stopped) / 2, m.auc));
        }
        table.append("\n| threshold |");
        List<String> qa = datasets(samples).stream().filter(d -> d.startsWith("ragtruth-qa")).toList();
        qa.forEach(d -> table.append(' ').append(d).append(" served / stopped / BA |"));
        table.append("\n|---|").append("---|".repeat(qa.size())).append('\n');
        for (double t : THRESHOLDS) {
            table.append(String.format(Locale.ROOT, "| %.2f |", t));
            for (String dataset : qa) {
                Measures m = measures(samples, kFold, dataset, t);
                table.append(String.format(Locale.ROOT, " %.3f / %.3f / %.3f |", m.served, m.stopped,
                        (m.served + m.stopped) / 2));
            }
            table.append('\n');
        }
        return table.toString();
    }

    /** The held-out measures of each RAGTruth dataset, into the weights file's record of the fit. */
    static void add(JsonObjectBuilder heldOut, List<FitFaithfulness.Sample> samples, Map<String, double[]> kFold) {
        for (String dataset : datasets(samples)) {
            Measures m = measures(samples, kFold, dataset, FitFaithfulness.THRESHOLD);
            heldOut.add(dataset, Json.createObjectBuilder().add("answers", m.answers)
                    .add("five_fold_faithful_served", round(m.served)).add("five_fold_hallucinated_stopped",
                            round(m.stopped)).add("five_fold_balanced_accuracy", round((m.served + m.stopped) / 2))
                    .add("five_fold_auc", round(m.auc)));
        }
    }

    private record Measures(int answers, double served, double stopped, double auc) {
    }

    private static Measures measures(List<FitFaithfulness.Sample> samples, Map<String, double[]> kFold, String dataset,
                                     double threshold) {
        List<FitFaithfulness.Sample> part = samples.stream().filter(s -> s.row().dataset().equals(dataset)).toList();
        double[] scores = new double[part.size()];
        boolean[] faithful = new boolean[part.size()];
        int faithfulServed = 0;
        int faithfulCount = 0;
        int stopped = 0;
        for (int i = 0; i < part.size(); i++) {
            FitFaithfulness.Sample s = part.get(i);
            double[] k = kFold.get(s.row().id());
            // an answer without claims (a decline, a greeting) is served as written
            scores[i] = s.claims().length == 0 ? 1 : FitFaithfulness.shift(k[0], k[1]);
            faithful[i] = s.row().faithful();
            boolean served = scores[i] >= threshold;
            if (faithful[i]) {
                faithfulCount++;
                faithfulServed += served ? 1 : 0;
            } else {
                stopped += served ? 0 : 1;
            }
        }
        int hallucinated = part.size() - faithfulCount;
        return new Measures(part.size(), faithfulCount == 0 ? 0 : faithfulServed / (double) faithfulCount,
                hallucinated == 0 ? 0 : stopped / (double) hallucinated, Separation.auc(scores, faithful));
    }

    private static List<String> datasets(List<FitFaithfulness.Sample> samples) {
        return List.copyOf(new TreeSet<>(samples.stream().map(s -> s.row().dataset())
                .filter(d -> d.startsWith("ragtruth")).toList()));
    }

    private static double round(double v) {
        return Double.isNaN(v) ? -1 : Math.round(v * 1000) / 1000.0;
    }

    /**
     * RAGTruth's answers of the folds the entailment model at {@code model} was not trained on
     * ({@code -Dcross.folds}, default 3,4), each claim scored {@code (1 - w) * fitted + w * entailment} with
     * its held-out fitted score, at several weights ({@code -Dcross.weights}, default 0,0.25,0.5,0.75):
     * the share of faithful answers served and of the others stopped at 0.35, and the AUC.
     */
    static String mixed(List<FitFaithfulness.Sample> samples, Map<String, double[]> claimScores,
                        io.ragguard.embedding.boundary.TokenVectors tokens, String model) {
        java.util.Set<Integer> folds = java.util.Arrays.stream(System.getProperty("cross.folds", "3,4").split(","))
                .map(String::strip).map(Integer::parseInt).collect(java.util.stream.Collectors.toSet());
        io.ragguard.validation.crossencoder.CrossEncoder encoder = new io.ragguard.validation.crossencoder.CrossEncoder(
                name -> java.util.Optional.ofNullable(switch (name) {
                    case "validator.cross-encoder.model" -> model;
                    case "validator.cross-encoder.max-tokens" -> System.getProperty("cross.max.tokens", "128");
                    default -> System.getProperty(name);
                }));
        io.ragguard.validation.grounding.Grounding grounding = new io.ragguard.validation.grounding.Grounding(
                io.ragguard.validation.grounding.FaithfulnessModel.load(), tokens::embedAll, tokens::embedPieces);
        List<FitFaithfulness.Sample> part = samples.stream().filter(s -> s.row().dataset().startsWith("ragtruth")
                && folds.contains(s.fold()) && s.claims().length > 0).toList();
        Map<String, double[]> entailment = new java.util.HashMap<>();
        for (FitFaithfulness.Sample s : part) {
            List<String> claims = FitFaithfulness.claims(s.row().answer()).stream()
                    .map(io.ragguard.validation.text.AnswerSentences.Sentence::claim).toList();
            io.ragguard.validation.grounding.Grounding.Answer grounded = grounding.ground(s.row().evidence(), claims);
            List<io.ragguard.validation.crossencoder.CrossEncoder.Query> queries = claims.stream()
                    .map(c -> new io.ragguard.validation.crossencoder.CrossEncoder.Query(
                            io.ragguard.validation.grounding.Grounding.premise(grounded.vectors().get(c),
                                    grounded.evidence()), c)).toList();
            List<Double> scores = encoder.scoreAll(queries).orElseThrow(() -> new IllegalStateException(
                    "the cross-encoder " + model + " did not open"));
            entailment.put(s.row().id(), scores.stream().mapToDouble(Double::doubleValue).toArray());
        }
        StringBuilder table = new StringBuilder("| weight | dataset (folds " + folds + ") | answers | faithful served "
                + "@0.35 | hallucinated stopped @0.35 | BA | AUC |\n|---|---|---|---|---|---|---|\n");
        for (String weight : System.getProperty("cross.weights", "0,0.25,0.5,0.75").split(",")) {
            double w = Double.parseDouble(weight);
            for (String dataset : datasets(part)) {
                List<FitFaithfulness.Sample> set = part.stream().filter(s -> s.row().dataset().equals(dataset)).toList();
                double[] scores = new double[set.size()];
                boolean[] faithful = new boolean[set.size()];
                int served = 0;
                int stopped = 0;
                int faithfulCount = 0;
                for (int i = 0; i < set.size(); i++) {
                    FitFaithfulness.Sample s = set.get(i);
                    double[] fitted = claimScores.get(s.row().id());
                    double[] entailed = entailment.get(s.row().id());
                    double min = 1;
                    for (int c = 0; c < fitted.length; c++) {
                        min = Math.min(min, (1 - w) * fitted[c] + w * entailed[c]);
                    }
                    scores[i] = min;
                    faithful[i] = s.row().faithful();
                    if (faithful[i]) {
                        faithfulCount++;
                        served += min >= FitFaithfulness.THRESHOLD ? 1 : 0;
                    } else {
                        stopped += min < FitFaithfulness.THRESHOLD ? 1 : 0;
                    }
                }
                double servedShare = served / (double) Math.max(1, faithfulCount);
                double stoppedShare = stopped / (double) Math.max(1, set.size() - faithfulCount);
                table.append(String.format(Locale.ROOT, "| %s | %s | %d | %.3f | %.3f | %.3f | %.3f |%n", weight,
                        dataset, set.size(), servedShare, stoppedShare, (servedShare + stoppedShare) / 2,
                        Separation.auc(scores, faithful)));
            }
        }
        return table.toString();
    }
}
