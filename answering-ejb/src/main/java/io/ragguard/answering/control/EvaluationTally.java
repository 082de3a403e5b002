package io.ragguard.answering.control;

import io.ragguard.answering.boundary.EvaluationMiss;
import io.ragguard.answering.boundary.EvaluationRow;
import io.ragguard.answering.boundary.EvaluationSummary;
import io.ragguard.answering.boundary.EvaluationSummary.Confusion;
import io.ragguard.answering.boundary.EvaluationSummary.ValidateFigures;
import io.ragguard.answering.boundary.EvaluationSummary.ValidatorFigures;
import io.ragguard.answering.boundary.EvaluationVerdict;
import io.ragguard.evaluation.boundary.ScoredLabel;
import io.ragguard.policy.boundary.ThresholdCurve;
import io.ragguard.text.Citations;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorResult;
import io.ragguard.verdict.Outcome;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeMap;

/**
 * Counts what a batch evaluation finds, row by row (rows may be judged in parallel), into its
 * {@link EvaluationSummary}, its worst misses, every row's verdict and each validator's scores on the labelled
 * answers. A validate row is <em>served</em> when it passes and goes out as written, citation markers aside,
 * as RAGTruth's bench measures it; chat rows are judged by {@link ChatTally}.
 */
public final class EvaluationTally {

    public static final int MAX_MISSES = 20;
    private static final String FAITHFULNESS = "faithfulness";
    private static final int TOP_REASONS = 5;
    private static final int QUESTION_CHARS = 200;

    private int faithfulServed;
    private int faithfulStopped;
    private int hallucinatedServed;
    private int hallucinatedStopped;
    private final Map<String, Map<String, Long>> validateStatuses = new TreeMap<>();
    private final Map<String, Map<String, Long>> faithfulOutcomes = new TreeMap<>();
    private final Map<String, Map<String, Long>> hallucinatedOutcomes = new TreeMap<>();
    private final Map<String, Map<String, Long>> reasons = new TreeMap<>();
    private final Map<String, List<ScoredLabel>> scores = new TreeMap<>();
    private Double faithfulnessThreshold;
    private final List<Long> validateMillis = new ArrayList<>();

    private final ChatTally chat = new ChatTally();
    private final List<Long> chatMillis = new ArrayList<>();

    private final PriorityQueue<Ranked> misses = new PriorityQueue<>(Comparator.comparingDouble(Ranked::badness));
    private final List<EvaluationVerdict> verdicts = new ArrayList<>();

    /** A miss and how wrong the guard was about it, 0 to 1: the least wrong is dropped first. */
    private record Ranked(double badness, EvaluationMiss miss) {
    }

    /** A validate row and the chain's report on it. */
    public synchronized void validated(int index, EvaluationRow row, ValidationReport report, long millis) {
        boolean faithful = Boolean.TRUE.equals(row.faithful());
        boolean served = report.passed() && Citations.strip(report.answer()).strip()
                .equals(Citations.strip(row.answer()).strip());
        if (faithful) {
            faithfulServed += served ? 1 : 0;
            faithfulStopped += served ? 0 : 1;
        } else {
            hallucinatedServed += served ? 1 : 0;
            hallucinatedStopped += served ? 0 : 1;
        }
        count(validateStatuses.computeIfAbsent(row.label(), k -> new TreeMap<>()), report.status());
        Double faithfulness = null;
        for (ValidatorResult r : report.results()) {
            count((faithful ? faithfulOutcomes : hallucinatedOutcomes).computeIfAbsent(r.name(), k -> new TreeMap<>()),
                    r.outcome().label());
            if (r.flagged()) {
                r.reasons().forEach(reason -> count(reasons.computeIfAbsent(r.name(), k -> new TreeMap<>()), reason));
            }
            if (r.outcome() != Outcome.SKIPPED && r.outcome() != Outcome.ERROR) {
                scores.computeIfAbsent(r.name(), k -> new ArrayList<>())
                        .add(new ScoredLabel(r.score(), r.threshold(), r.outcome(), faithful));
                if (r.name().equals(FAITHFULNESS)) {
                    faithfulness = r.score();
                    faithfulnessThreshold = r.threshold() == null ? faithfulnessThreshold : r.threshold();
                }
            }
        }
        validateMillis.add(millis);
        boolean right = served == faithful;
        verdicts.add(new EvaluationVerdict(index, row.kind().label(), row.label(), key(row), cut(row.question()),
                report.status(), right, faithfulness, millis));
        if (!right) {
            double badness = faithfulness == null ? 0.5 : faithful ? 1 - faithfulness : faithfulness;
            keep(badness, new EvaluationMiss(index, row.kind().label(), row.label(), row.question(), row.answer(),
                    row.contexts(), null, report.status(), report.reasons(), faithfulness,
                    MissedClaims.of(report, row.contexts().size(), id -> contextOf(id))));
        }
    }

    /**
     * A chat row and how the pipeline answered it: the status, the text served (null when refused), the
     * report (null when not validated), and the passages it was grounded in.
     */
    public synchronized void answered(int index, EvaluationRow row, String status, String served,
                                      ValidationReport report, List<String> passageIds, List<String> passages,
                                      long millis) {
        boolean right = chat.add(row, status, served);
        chatMillis.add(millis);
        Double faithfulness = report == null ? null : report.results().stream()
                .filter(r -> r.name().equals(FAITHFULNESS) && r.outcome() != Outcome.SKIPPED
                        && r.outcome() != Outcome.ERROR)
                .map(ValidatorResult::score).findFirst().orElse(null);
        verdicts.add(new EvaluationVerdict(index, row.kind().label(), row.label(), key(row), cut(row.question()),
                status, right, faithfulness, millis));
        if (!right) {
            keep(0.5, new EvaluationMiss(index, row.kind().label(), row.label(), row.question(), served, passages,
                    row.expected(), status, report == null ? List.of() : report.reasons(), faithfulness,
                    report == null ? List.of() : MissedClaims.of(report, passages.size(), passageIds::indexOf)));
        }
    }

    public synchronized int rows() {
        return verdicts.size();
    }

    public synchronized EvaluationSummary summary() {
        int faithful = faithfulServed + faithfulStopped;
        int hallucinated = hallucinatedServed + hallucinatedStopped;
        ValidateFigures validate = null;
        if (faithful + hallucinated > 0) {
            Double servedRate = Rates.share(faithfulServed, faithful);
            Double stoppedRate = Rates.share(hallucinatedStopped, hallucinated);
            Map<String, ValidatorFigures> validators = new TreeMap<>();
            for (String name : union(faithfulOutcomes, hallucinatedOutcomes)) {
                validators.put(name, new ValidatorFigures(faithfulOutcomes.getOrDefault(name, Map.of()),
                        hallucinatedOutcomes.getOrDefault(name, Map.of()), top(reasons.getOrDefault(name, Map.of()))));
            }
            List<ThresholdCurve.Labelled> labelled = scores.getOrDefault(FAITHFULNESS, List.of()).stream()
                    .map(s -> new ThresholdCurve.Labelled(s.score(), s.good())).toList();
            validate = new ValidateFigures(faithful + hallucinated, faithful, hallucinated,
                    new Confusion(faithfulServed, faithfulStopped, hallucinatedServed, hallucinatedStopped),
                    servedRate, stoppedRate, servedRate == null || stoppedRate == null ? null
                    : Rates.rounded((servedRate + stoppedRate) / 2), validateStatuses, validators, faithfulnessThreshold,
                    labelled.isEmpty() ? List.of() : ThresholdCurve.of(labelled, true), latency(validateMillis));
        }
        return new EvaluationSummary(verdicts.size(), validate, chat.figures(latency(chatMillis)));
    }

    /** The worst misses, the worst first. */
    public synchronized List<EvaluationMiss> misses() {
        return misses.stream().sorted(Comparator.comparingDouble(Ranked::badness).reversed()
                .thenComparingInt(r -> r.miss().row())).map(Ranked::miss).toList();
    }

    /** Every row's verdict, in row order. */
    public synchronized List<EvaluationVerdict> verdicts() {
        return verdicts.stream().sorted(Comparator.comparingInt(EvaluationVerdict::row)).toList();
    }

    /** Each validator's verdicts on the labelled answers it scored. */
    public synchronized Map<String, List<ScoredLabel>> scores() {
        Map<String, List<ScoredLabel>> copy = new LinkedHashMap<>();
        scores.forEach((name, list) -> copy.put(name, List.copyOf(list)));
        return copy;
    }

    private void keep(double badness, EvaluationMiss miss) {
        misses.add(new Ranked(badness, miss));
        if (misses.size() > MAX_MISSES) {
            misses.poll();
        }
    }

    /** The context index of a validate row's evidence id ({@code ctx-3} is context 2), or -1. */
    private static int contextOf(String evidenceId) {
        if (evidenceId == null || !evidenceId.startsWith("ctx-")) {
            return -1;
        }
        try {
            return Integer.parseInt(evidenceId.substring(4)) - 1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** What makes two rows the same row: kind, question, answer, contexts, label and expected phrase. */
    static String key(EvaluationRow row) {
        String content = String.join("\u0000", row.kind().label(), row.question(), String.valueOf(row.answer()),
                String.join("\u0001", row.contexts()), row.label(), String.valueOf(row.expected()));
        return Integer.toHexString(content.hashCode()) + Integer.toHexString(content.length());
    }

    private static String cut(String text) {
        return text.length() <= QUESTION_CHARS ? text : text.substring(0, QUESTION_CHARS - 1) + "…";
    }

    private static Map<String, Long> top(Map<String, Long> counts) {
        Map<String, Long> top = new LinkedHashMap<>();
        counts.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()
                        .thenComparing(Map.Entry.comparingByKey())).limit(TOP_REASONS)
                .forEach(e -> top.put(e.getKey(), e.getValue()));
        return top;
    }

    private static List<String> union(Map<String, ?> a, Map<String, ?> b) {
        TreeMap<String, Boolean> names = new TreeMap<>();
        a.keySet().forEach(n -> names.put(n, true));
        b.keySet().forEach(n -> names.put(n, true));
        return List.copyOf(names.keySet());
    }

    private static EvaluationSummary.Latency latency(List<Long> millis) {
        if (millis.isEmpty()) {
            return null;
        }
        List<Long> sorted = millis.stream().sorted().toList();
        return new EvaluationSummary.Latency(percentile(sorted, 0.5), percentile(sorted, 0.95));
    }

    private static long percentile(List<Long> sorted, double p) {
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(p * sorted.size()) - 1));
    }

    private static void count(Map<String, Long> counts, String key) {
        counts.merge(key, 1L, Long::sum);
    }
}
