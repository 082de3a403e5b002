package io.ragguard.bench;

import io.ragguard.embedding.boundary.TokenVectors;
import io.ragguard.validation.text.AnswerSentences;
import io.ragguard.validation.grounding.FaithfulnessFeatures;
import io.ragguard.validation.grounding.FaithfulnessModel;
import io.ragguard.validation.grounding.Grounding;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonWriterFactory;
import jakarta.json.stream.JsonGenerator;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Fits the faithfulness model's weights on the development data (HaluEval, SummEdits, WiCE) and
 * writes them to validators-ejb's {@code META-INF/ragguard/faithfulness-weights.json}. Each answer's
 * sentences are claims; an answer scores as its weakest claim, so the fit is multiple-instance: the
 * first round sees each answer's worst value of every feature, later rounds the claim the current
 * weights score lowest. Datasets and classes weigh equally. Reports leave-one-dataset-out and 5-fold
 * (grouped by context) held-out numbers beside the word-coverage baseline, and RAGTruth's held out by
 * source, then fits on everything and moves the bias so that 0.35 is the threshold with the best mean
 * balanced accuracy, or, with {@code -Dtarget.served=0.88}, the highest threshold at which that share of
 * RAGTruth's faithful question-answering answers (people's labels) is served as written.
 * Each RAGTruth group weighs half an earlier set ({@code -Dragtruth.weight}, 0.5): weighed alike, the
 * fit gives up more of the earlier sets than it wins on RAGTruth. With
 * {@code -Dcross.encoder.model=path} (an entailment model trained without the sources of
 * {@code -Dcross.folds}, default 3,4) it also reports RAGTruth's answers of those folds with the model mixed
 * in at several weights ({@link RagTruthHeldOut#mixed}).
 * {@code -Dleave.out=length,alignment} fixes those features' weights at 0.
 *
 * <p>{@code ./mvnw -q -pl bench -am install -DskipTests && ./mvnw -q -pl bench exec:java@fit-faithfulness}
 */
public final class FitFaithfulness {

    /** Each weight's sign, the feature's own direction ({@link FaithfulnessFeatures#DIRECTIONS}); 2 leaves one out. */
    static final int[] SIGNS = FaithfulnessFeatures.DIRECTIONS.stream().mapToInt(Integer::intValue).toArray();
    static final double THRESHOLD = 0.35;
    /** The answers {@code -Dtarget.served} is measured on: RAGTruth's question answering with people's labels. */
    static final String TARGET_GROUP = "ragtruth-qa-human";
    private static final double L2 = 0.0001;

    /**
     * An answer's claims as feature rows, its label and its baseline score; {@code claimFaithful}, for an
     * answer whose sentences people labelled (RAGTruth's human files), each claim's own label (null for
     * the others, whose label is the answer's); {@code group} the data it weighs in with, {@code fold} its
     * cross-validation fold (by context, or by source for RAGTruth).
     */
    record Sample(GroundingRows.Row row, double[][] claims, double baseline, boolean[] claimFaithful, String group,
                  int fold) {

        Sample(GroundingRows.Row row, double[][] claims, double baseline) {
            this(row, claims, baseline, null, row.group(), row.fold());
        }
    }

    /** A fitted model: standardisation, weights then bias, and the threshold chosen on the training data. */
    record Fit(double[] mean, double[] scale, double[] theta, double threshold) {

        double score(Sample s) {
            double min = 1;
            for (double[] claim : s.claims()) {
                min = Math.min(min, Logistic.predict(theta, standardise(claim)));
            }
            return min;
        }

        double[] standardise(double[] x) {
            double[] z = new double[x.length];
            for (int j = 0; j < x.length; j++) {
                z[j] = (x[j] - mean[j]) / scale[j];
            }
            return z;
        }
    }

    private FitFaithfulness() {
    }

    public static void main(String[] args) throws Exception {
        Path weights = Path.of(System.getProperty("weights.out", System.getProperty("weights.file",
                "validators-ejb/src/main/resources/META-INF/ragguard/faithfulness-weights.json")));
        for (String name : System.getProperty("leave.out", "").split(",")) {
            if (!name.isBlank()) {
                SIGNS[FaithfulnessFeatures.NAMES.indexOf(name.strip())] = 2;
            }
        }
        List<GroundingRows.Row> rows = GroundingRows.dataset("all").rows();
        TokenVectors tokens = Corpora.tokenVectors();
        List<Sample> samples = new ArrayList<>(features(rows, tokens));
        String ragTruth = System.getProperty("ragtruth", "human,judged");
        if (!ragTruth.equals("none")) {
            List<String> tasks = List.of(System.getProperty("ragtruth.tasks", "qa,summary").split(","));
            samples.addAll(ragTruth(tokens, List.of(ragTruth.split(",")), tasks));
        }
        StringBuilder table = new StringBuilder(
                "| dataset | rows | held-out BA @0.35 | held-out best BA | held-out AUC | 5-fold BA @0.35 | 5-fold AUC "
                        + "| baseline best BA | baseline AUC |\n|---|---|---|---|---|---|---|---|---|\n");
        Map<String, double[]> leaveOneOut = new HashMap<>();
        for (String group : List.of("halueval", "summedits", "wice")) {
            Fit fit = fit(samples.stream().filter(s -> !s.group().equals(group)).toList());
            for (Sample s : samples) {
                if (s.group().equals(group)) {
                    leaveOneOut.put(s.row().id(), new double[] {fit.score(s), fit.threshold()});
                }
            }
        }
        Map<String, double[]> kFold = new HashMap<>();
        Map<String, double[]> kFoldClaims = new HashMap<>();
        for (int fold = 0; fold < 5; fold++) {
            int f = fold;
            Fit fit = fit(samples.stream().filter(s -> fold(s) != f).toList());
            samples.stream().filter(s -> fold(s) == f).forEach(s -> {
                kFold.put(s.row().id(), new double[] {fit.score(s), fit.threshold()});
                double[] claims = new double[s.claims().length];
                for (int i = 0; i < claims.length; i++) {
                    claims[i] = shift(Logistic.predict(fit.theta(), fit.standardise(s.claims()[i])), fit.threshold());
                }
                kFoldClaims.put(s.row().id(), claims);
            });
        }
        String crossEncoder = System.getProperty("cross.encoder.model");
        if (crossEncoder != null) {
            System.out.println(RagTruthHeldOut.mixed(samples, kFoldClaims, tokens, crossEncoder));
        }
        JsonObjectBuilder heldOut = Json.createObjectBuilder();
        for (String dataset : GroundingRows.DATASETS) {
            List<Sample> part = samples.stream().filter(s -> s.row().dataset().equals(dataset)).toList();
            boolean[] faithful = new boolean[part.size()];
            double[] loo = new double[part.size()];
            double[] kf = new double[part.size()];
            double[] base = new double[part.size()];
            for (int i = 0; i < part.size(); i++) {
                Sample s = part.get(i);
                faithful[i] = s.row().faithful();
                double[] l = leaveOneOut.get(s.row().id());
                double[] k = kFold.get(s.row().id());
                // each fold's threshold is mapped onto 0.35, as the final fit is
                loo[i] = shift(l[0], l[1]);
                kf[i] = shift(k[0], k[1]);
                base[i] = s.baseline();
            }
            double looBa = Separation.balancedAccuracy(loo, faithful, THRESHOLD);
            double kfBa = Separation.balancedAccuracy(kf, faithful, THRESHOLD);
            double looBest = Separation.balancedAccuracy(loo, faithful, Separation.bestThreshold(loo, faithful));
            double baseBest = Separation.balancedAccuracy(base, faithful, Separation.bestThreshold(base, faithful));
            table.append(String.format(Locale.ROOT, "| %s | %d | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f |%n",
                    dataset, part.size(), looBa, looBest, Separation.auc(loo, faithful), kfBa,
                    Separation.auc(kf, faithful), baseBest, Separation.auc(base, faithful)));
            heldOut.add(dataset, Json.createObjectBuilder().add("rows", part.size())
                    .add("leave_one_dataset_out_balanced_accuracy", round(looBa))
                    .add("leave_one_dataset_out_auc", round(Separation.auc(loo, faithful)))
                    .add("five_fold_balanced_accuracy", round(kfBa))
                    .add("five_fold_auc", round(Separation.auc(kf, faithful)))
                    .add("baseline_best_balanced_accuracy", round(baseBest)));
        }
        String ragTruthTable = RagTruthHeldOut.table(samples, kFold);
        RagTruthHeldOut.add(heldOut, samples, kFold);
        Fit all = fit(samples);
        double[] theta = all.theta().clone();
        theta[theta.length - 1] += logit(THRESHOLD) - logit(all.threshold());
        write(weights, all, theta, heldOut, samples.size());
        System.out.println(table);
        System.out.println(ragTruthTable);
        System.out.println("weights " + weightsLine(theta) + " written to " + weights.toAbsolutePath().normalize());
    }

    /**
     * Claim features of every row, through the same classes the validator uses, with the word-piece
     * vectors the server uses.
     */
    static List<Sample> features(List<GroundingRows.Row> rows, TokenVectors tokens) {
        Grounding grounding = new Grounding(FaithfulnessModel.load(), tokens::embedAll, tokens::embedPieces);
        List<Sample> samples = new ArrayList<>();
        for (GroundingRows.Row row : rows) {
            samples.add(new Sample(row, claimFeatures(grounding, row, claims(row.answer())),
                    Separation.wordCoverage(row.answer(), row.contexts())));
        }
        return samples;
    }

    /** The claim sentences of an answer, as the server reads them ({@link AnswerSentences}). */
    static List<AnswerSentences.Sentence> claims(String answer) {
        return AnswerSentences.of(answer).stream().filter(AnswerSentences.Sentence::isClaim).toList();
    }

    /** Each claim's features against the row's evidence, as faithfulness computes them. */
    static double[][] claimFeatures(Grounding grounding, GroundingRows.Row row, List<AnswerSentences.Sentence> claims) {
        List<String> texts = claims.stream().map(AnswerSentences.Sentence::claim).toList();
        Grounding.Answer answer = grounding.ground(row.evidence(), texts);
        double[][] features = new double[texts.size()][];
        for (int i = 0; i < texts.size(); i++) {
            features[i] = FaithfulnessFeatures.of(texts.get(i), row.question(), answer.vectors().get(texts.get(i)),
                    answer.evidence()).values();
        }
        return features;
    }

    /**
     * RAGTruth's answers as samples: with people's labels each claim labelled by the spans in it, with the
     * judge's labels the answer's; grouped by task and kind of label, folded by source.
     */
    static List<Sample> ragTruth(TokenVectors tokens, List<String> labels, List<String> tasks) {
        Grounding grounding = new Grounding(FaithfulnessModel.load(), tokens::embedAll, tokens::embedPieces);
        List<Sample> samples = new ArrayList<>();
        for (String kind : labels) {
            for (RagTruth.Answer a : RagTruth.answers(kind).stream().filter(a -> tasks.contains(a.task())).toList()) {
                List<AnswerSentences.Sentence> claims = claims(a.row().answer());
                boolean[] claimFaithful = null;
                if (kind.equals("human")) {
                    claimFaithful = new boolean[claims.size()];
                    for (int i = 0; i < claims.size(); i++) {
                        claimFaithful[i] = !a.hallucinated(claims.get(i).start(), claims.get(i).end());
                    }
                }
                samples.add(new Sample(a.row(), claimFeatures(grounding, a.row(), claims), 0, claimFaithful,
                        a.row().dataset(), a.fold()));
            }
        }
        return samples;
    }

    static Fit fit(List<Sample> train) {
        List<Sample> usable = train.stream().filter(s -> s.claims().length > 0).toList();
        int d = SIGNS.length;
        double[] mean = new double[d];
        double[] scale = new double[d];
        int count = 0;
        for (Sample s : usable) {
            for (double[] c : s.claims()) {
                for (int j = 0; j < d; j++) {
                    mean[j] += c[j];
                }
                count++;
            }
        }
        for (int j = 0; j < d; j++) {
            mean[j] /= count;
        }
        for (Sample s : usable) {
            for (double[] c : s.claims()) {
                for (int j = 0; j < d; j++) {
                    scale[j] += (c[j] - mean[j]) * (c[j] - mean[j]);
                }
            }
        }
        for (int j = 0; j < d; j++) {
            scale[j] = Math.sqrt(scale[j] / count);
            if (scale[j] < 1e-9) {
                scale[j] = 1;
            }
        }
        List<Instance> instances = instances(usable);
        Map<String, Integer> cells = new HashMap<>();
        instances.forEach(i -> cells.merge(i.cell(), 1, Integer::sum));
        double[] y = new double[instances.size()];
        double[] w = new double[instances.size()];
        double ragTruthWeight = Double.parseDouble(System.getProperty("ragtruth.weight", "0.5"));
        for (int i = 0; i < instances.size(); i++) {
            y[i] = instances.get(i).faithful() ? 1 : 0;
            w[i] = 1.0 / cells.get(instances.get(i).cell())
                    * (instances.get(i).sample().group().startsWith("ragtruth") ? ragTruthWeight : 1);
        }
        Fit fit = new Fit(mean, scale, null, 0.5);
        double[] theta = null;
        for (int round = 0; round < 4; round++) {
            double[][] x = new double[instances.size()][];
            for (int i = 0; i < instances.size(); i++) {
                Instance instance = instances.get(i);
                double[][] claims = instance.sample().claims();
                x[i] = fit.standardise(instance.claim() >= 0 ? claims[instance.claim()]
                        : theta == null ? worst(claims) : weakest(claims, fit, theta));
            }
            theta = Logistic.fit(x, y, w, SIGNS, L2, theta);
            fit = new Fit(mean, scale, theta, 0.5);
        }
        return new Fit(mean, scale, theta, threshold(usable, fit));
    }

    /** The threshold on the weakest-claim score with the best balanced accuracy averaged over the groups. */
    private static double threshold(List<Sample> train, Fit fit) {
        double served = Double.parseDouble(System.getProperty("target.served", "0"));
        List<Sample> real = train.stream().filter(s -> s.group().equals(TARGET_GROUP) && s.row().faithful()
                && s.claims().length > 0).toList();
        if (served > 0 && !real.isEmpty()) {
            // the highest threshold at which the share of faithful answers by real models served reaches the target
            double[] scores = real.stream().mapToDouble(fit::score).sorted().toArray();
            int failing = (int) Math.floor((1 - served) * scores.length);
            return Math.max(0.02, Math.min(0.98, scores[Math.min(failing, scores.length - 1)] - 1e-9));
        }
        Map<String, List<Sample>> groups = new HashMap<>();
        train.forEach(s -> groups.computeIfAbsent(s.group(), g -> new ArrayList<>()).add(s));
        double best = 0.5;
        double bestAccuracy = -1;
        for (int t = 2; t <= 98; t++) {
            double threshold = t / 100.0;
            double sum = 0;
            for (List<Sample> group : groups.values()) {
                double[] scores = group.stream().mapToDouble(fit::score).toArray();
                boolean[] faithful = new boolean[group.size()];
                for (int i = 0; i < group.size(); i++) {
                    faithful[i] = group.get(i).row().faithful();
                }
                sum += Separation.balancedAccuracy(scores, faithful, threshold);
            }
            if (sum > bestAccuracy) {
                bestAccuracy = sum;
                best = threshold;
            }
        }
        return best;
    }

    /** Each feature's weakest value over an answer's claims: the lowest support, the highest conflict. */
    static double[] worst(double[][] claims) {
        double[] worst = claims[0].clone();
        for (double[] c : claims) {
            for (int j = 0; j < c.length; j++) {
                worst[j] = SIGNS[j] > 0 ? Math.min(worst[j], c[j]) : Math.max(worst[j], c[j]);
            }
        }
        return worst;
    }

    private static double[] weakest(double[][] claims, Fit fit, double[] theta) {
        double[] weakest = claims[0];
        double min = 2;
        for (double[] c : claims) {
            double p = Logistic.predict(theta, fit.standardise(c));
            if (p < min) {
                min = p;
                weakest = c;
            }
        }
        return weakest;
    }

    /**
     * What the fit learns from: each claim people labelled, on its own; each other answer as its weakest
     * claim ({@code claim} -1). Each group and each class in it weighs the same ({@code cell}).
     */
    record Instance(Sample sample, int claim, boolean faithful) {

        String cell() {
            return sample.group() + "/" + faithful;
        }
    }

    static List<Instance> instances(List<Sample> samples) {
        List<Instance> instances = new ArrayList<>();
        for (Sample s : samples) {
            if (s.claimFaithful() == null) {
                instances.add(new Instance(s, -1, s.row().faithful()));
            } else {
                for (int i = 0; i < s.claims().length; i++) {
                    instances.add(new Instance(s, i, s.claimFaithful()[i]));
                }
            }
        }
        return instances;
    }

    private static int fold(Sample s) {
        return s.fold();
    }

    /** A score moved the way the final bias is: its fit's threshold lands on 0.35. */
    static double shift(double score, double threshold) {
        return sigmoid(logit(score) + logit(THRESHOLD) - logit(threshold));
    }

    private static double logit(double p) {
        double q = Math.min(1 - 1e-12, Math.max(1e-12, p));
        return Math.log(q / (1 - q));
    }

    private static double sigmoid(double z) {
        return 1 / (1 + Math.exp(-z));
    }

    private static double round(double v) {
        return Double.isNaN(v) ? -1 : Math.round(v * 1000) / 1000.0;
    }

    private static String weightsLine(double[] theta) {
        StringBuilder line = new StringBuilder();
        for (int j = 0; j < FaithfulnessFeatures.NAMES.size(); j++) {
            line.append(String.format(Locale.ROOT, "%s=%.3f ", FaithfulnessFeatures.NAMES.get(j), theta[j]));
        }
        return line.append(String.format(Locale.ROOT, "bias=%.3f", theta[theta.length - 1])).toString();
    }

    private static void write(Path file, Fit fit, double[] theta, JsonObjectBuilder heldOut, int rows)
            throws Exception {
        JsonArrayBuilder names = Json.createArrayBuilder();
        JsonArrayBuilder mean = Json.createArrayBuilder();
        JsonArrayBuilder scale = Json.createArrayBuilder();
        JsonArrayBuilder weights = Json.createArrayBuilder();
        for (int j = 0; j < SIGNS.length; j++) {
            names.add(FaithfulnessFeatures.NAMES.get(j));
            mean.add(fit.mean()[j]);
            scale.add(fit.scale()[j]);
            weights.add(theta[j]);
        }
        JsonObjectBuilder json = Json.createObjectBuilder().add("features", names).add("mean", mean)
                .add("scale", scale).add("weights", weights).add("bias", theta[theta.length - 1])
                .add("threshold", THRESHOLD)
                .add("fitted", Json.createObjectBuilder()
                        .add("command", "./mvnw -q -pl bench exec:java@fit-faithfulness")
                        .add("data", "halueval-qa-dev, summedits-news/podcast/samsum, wice-claims-dev, ragtruth "
                                + System.getProperty("ragtruth", "human,judged"))
                        .add("answers", rows)
                        .add("aggregate", "minimum over the answer's sentences")
                        .add("l2", L2)
                        .add("held_out", heldOut));
        StringWriter out = new StringWriter();
        JsonWriterFactory factory = Json.createWriterFactory(Map.of(JsonGenerator.PRETTY_PRINTING, true));
        factory.createWriter(out).write(json.build());
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, out.toString().strip() + "\n");
    }
}
