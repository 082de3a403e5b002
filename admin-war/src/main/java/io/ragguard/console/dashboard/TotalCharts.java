package io.ragguard.console.dashboard;

import io.ragguard.console.display.ChartConfig;
import io.ragguard.console.display.ChartView;
import io.ragguard.verdict.Outcome;
import io.ragguard.recording.boundary.Latencies;
import io.ragguard.recording.boundary.OutcomeCount;
import io.ragguard.recording.boundary.ReasonCount;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/** The dashboard's charts of totals over the whole range: reasons, outcomes per validator, stage latencies. */
final class TotalCharts {

    /** The most reasons the histogram chart shows, the most frequent ones. */
    static final int TOP_REASONS = 20;
    /** Outcomes in the order their bars stack, from good to bad, then skipped. */
    static final List<Outcome> OUTCOMES = List.of(Outcome.PASS, Outcome.WARN, Outcome.PATCHED, Outcome.UNVERIFIED,
            Outcome.FAIL, Outcome.ERROR, Outcome.SKIPPED);

    private TotalCharts() {
    }

    /** The most frequent reasons, one bar each as "validator: reason", coloured by validator. */
    static ChartView reasons(List<ReasonCount> reasons, boolean tenantChosen) {
        String everyTenant = tenantChosen ? " The histogram is kept without a tenant: these are every tenant's." : "";
        if (reasons.isEmpty()) {
            return ChartView.none(tenantChosen ? everyTenant.strip() : null);
        }
        List<ReasonCount> top = reasons.subList(0, Math.min(TOP_REASONS, reasons.size()));
        List<String> validators = new ArrayList<>(new TreeSet<>(top.stream().map(ReasonCount::validator).toList()));
        ChartConfig chart = ChartConfig.bars(top.stream().map(r -> r.validator() + ": " + r.reason()).toList())
                .horizontal().withoutLegend()
                .bar("hits", top.stream().map(ReasonCount::hits).toList(),
                        top.stream().map(r -> Colors.palette(validators.indexOf(r.validator()))).toList())
                .valueTitle("hits");
        long hits = reasons.stream().mapToLong(ReasonCount::hits).sum();
        String shown = reasons.size() > top.size() ? ", the " + top.size() + " most frequent of " + reasons.size()
                + " shown" : "";
        return ChartView.of(chart, hits + " reasons given" + shown + "." + everyTenant);
    }

    /** One stacked bar per validator, its runs by outcome. */
    static ChartView outcomes(List<OutcomeCount> outcomes) {
        if (outcomes.isEmpty()) {
            return ChartView.none(null);
        }
        List<String> validators = new ArrayList<>(new TreeSet<>(outcomes.stream().map(OutcomeCount::validator).toList()));
        ChartConfig chart = ChartConfig.bars(validators).horizontal().stacked();
        for (Outcome kind : OUTCOMES) {
            if (outcomes.stream().anyMatch(o -> o.outcome() == kind)) {
                chart.bar(kind.label(), validators.stream().map(v -> runs(outcomes, v, kind)).toList(),
                        Colors.of(kind.label()));
            }
        }
        chart.valueTitle("runs");
        long runs = outcomes.stream().mapToLong(OutcomeCount::runs).sum();
        return ChartView.of(chart, runs + " validator runs by " + validators.size() + " validators.");
    }

    private static long runs(List<OutcomeCount> outcomes, String validator, Outcome outcome) {
        return outcomes.stream().filter(o -> o.validator().equals(validator) && o.outcome() == outcome)
                .mapToLong(OutcomeCount::runs).sum();
    }

    /** The p50 and p95 of each stage that ran, side by side, in milliseconds. */
    static ChartView latency(Latencies latencies) {
        if (!latencies.anySamples()) {
            return ChartView.none(null);
        }
        List<Latencies.Stage> ran = latencies.stages().stream().filter(s -> s.samples() > 0).toList();
        ChartConfig chart = ChartConfig.bars(ran.stream().map(Latencies.Stage::name).toList())
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
