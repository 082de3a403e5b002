package io.ragguard.console.dashboard;

import io.ragguard.console.display.ChartConfig;
import io.ragguard.console.display.ChartView;
import io.ragguard.verdict.Outcome;
import io.ragguard.recording.boundary.Latencies;
import io.ragguard.recording.boundary.OutcomeCount;
import io.ragguard.recording.boundary.ReasonCount;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The dashboard's charts of totals over the whole range: reasons, outcomes per validator, stage latencies. Each
 * is a horizontal chart with every label in full; reasons and validators show the {@value TopTen#SHOWN} largest
 * and one "other" bar for the rest, and a click on a bar opens the review queue filtered to what it counts.
 */
final class TotalCharts {

    /** Outcomes in the order their bars stack, from good to bad, then skipped. */
    static final List<Outcome> OUTCOMES = List.of(Outcome.PASS, Outcome.WARN, Outcome.PATCHED, Outcome.UNVERIFIED,
            Outcome.FAIL, Outcome.ERROR, Outcome.SKIPPED);

    private TotalCharts() {
    }

    /**
     * The most frequent reasons, one bar each as "validator: reason", coloured by validator, and the rest as
     * "other"; a bar opens the queue of that validator's reason, "other" the queue without a reason.
     */
    static ChartView reasons(List<ReasonCount> reasons, QueueLink queue) {
        if (reasons.isEmpty()) {
            return ChartView.none(null);
        }
        TopTen<ReasonCount> bars = TopTen.of(reasons, Comparator.comparingLong(ReasonCount::hits).reversed()
                .thenComparing(ReasonCount::validator).thenComparing(ReasonCount::reason));
        List<String> validators = new ArrayList<>(new TreeSet<>(bars.top().stream().map(ReasonCount::validator)
                .toList()));
        List<String> labels = new ArrayList<>(bars.top().stream().map(r -> r.validator() + ": " + r.reason()).toList());
        List<Long> hits = new ArrayList<>(bars.top().stream().map(ReasonCount::hits).toList());
        List<String> colors = new ArrayList<>(bars.top().stream()
                .map(r -> Colors.palette(validators.indexOf(r.validator()))).toList());
        List<String> links = new ArrayList<>(bars.top().stream()
                .map(r -> queue.withReason(r.reason()).withValidator(r.validator()).address()).toList());
        if (bars.hasOther()) {
            labels.add(bars.otherLabel());
            hits.add(bars.other(ReasonCount::hits));
            colors.add(Colors.OTHER);
            links.add(queue.address());
        }
        ChartConfig chart = ChartConfig.bars(labels).horizontal().withoutLegend().bar("hits", hits, colors)
                .valueTitle("hits");
        long total = reasons.stream().mapToLong(ReasonCount::hits).sum();
        String shown = bars.hasOther() ? ", the " + bars.top().size() + " most frequent of " + reasons.size()
                + " shown and the rest under other" : "";
        return ChartView.of(chart, total + " reasons given" + shown + ".").linking(links);
    }

    /**
     * One stacked bar per validator, its runs by outcome: the validators that flagged the most answers first, and
     * the rest as "other"; a bar opens the queue of the answers its validator flagged.
     */
    static ChartView outcomes(List<OutcomeCount> outcomes, QueueLink queue) {
        if (outcomes.isEmpty()) {
            return ChartView.none(null);
        }
        Map<String, Map<Outcome, Long>> byValidator = new LinkedHashMap<>();
        outcomes.forEach(o -> byValidator.computeIfAbsent(o.validator(), v -> new LinkedHashMap<>())
                .merge(o.outcome(), o.runs(), Long::sum));
        TopTen<String> bars = TopTen.of(List.copyOf(byValidator.keySet()),
                Comparator.comparingLong((String v) -> flagged(byValidator.get(v))).reversed()
                        .thenComparing(Comparator.naturalOrder()));
        List<String> labels = Stream.concat(bars.top().stream(),
                bars.hasOther() ? Stream.of(bars.otherLabel()) : Stream.empty()).toList();
        ChartConfig chart = ChartConfig.bars(labels).horizontal().stacked();
        for (Outcome kind : OUTCOMES) {
            if (outcomes.stream().anyMatch(o -> o.outcome() == kind)) {
                List<Long> runs = new ArrayList<>(bars.top().stream()
                        .map(v -> byValidator.get(v).getOrDefault(kind, 0L)).toList());
                if (bars.hasOther()) {
                    runs.add(bars.other(v -> byValidator.get(v).getOrDefault(kind, 0L)));
                }
                chart.bar(kind.label(), runs, Colors.of(kind.label()));
            }
        }
        chart.valueTitle("runs");
        List<String> links = new ArrayList<>(bars.top().stream().map(v -> queue.withValidator(v).address()).toList());
        if (bars.hasOther()) {
            links.add(queue.address());
        }
        long runs = outcomes.stream().mapToLong(OutcomeCount::runs).sum();
        String shown = bars.hasOther() ? ", the " + bars.top().size() + " that flagged the most answers shown and the"
                + " rest under other" : "";
        return ChartView.of(chart, runs + " validator runs by " + byValidator.size() + " validators" + shown + ".")
                .linking(links);
    }

    private static long flagged(Map<Outcome, Long> runs) {
        return runs.entrySet().stream().filter(e -> e.getKey().flagging()).mapToLong(Map.Entry::getValue).sum();
    }

    /** The p50 and p95 of each stage that ran, side by side, in milliseconds. */
    static ChartView latency(Latencies latencies) {
        if (!latencies.anySamples()) {
            return ChartView.none(null);
        }
        List<Latencies.Stage> ran = latencies.stages().stream().filter(s -> s.samples() > 0).toList();
        ChartConfig chart = ChartConfig.bars(ran.stream().map(Latencies.Stage::name).toList()).horizontal()
                .bar("p50", ran.stream().map(s -> rounded(s.p50())).toList(), Colors.P50)
                .bar("p95", ran.stream().map(s -> rounded(s.p95())).toList(), Colors.P95)
                .valueTitle("ms");
        return ChartView.of(chart, latencies.latestOnly()
                ? String.format(Locale.ROOT, "Of the latest %,d answers of the range.", latencies.records())
                : String.format(Locale.ROOT, "Of %,d answers.", latencies.records()));
    }

    private static Double rounded(Double ms) {
        return Math.round(ms * 10) / 10.0;
    }
}
