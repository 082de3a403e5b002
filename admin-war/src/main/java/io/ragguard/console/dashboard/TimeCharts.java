package io.ragguard.console.dashboard;

import io.ragguard.console.display.ChartConfig;
import io.ragguard.console.display.ChartView;
import io.ragguard.recording.boundary.Buckets;
import io.ragguard.recording.boundary.Decision;
import io.ragguard.recording.boundary.RecordFilter;
import io.ragguard.recording.boundary.Traffic;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.function.ToLongFunction;

/**
 * The dashboard's charts over time, one bar (or stack) per hour or UTC day: pass rate, review, fallbacks; a part
 * of a review bar opens the review queue of that decision and day.
 */
final class TimeCharts {

    private static final DateTimeFormatter HOUR = DateTimeFormatter.ofPattern("MM-dd HH:00").withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("yyyy-MM-dd").withZone(ZoneOffset.UTC);

    private TimeCharts() {
    }

    /** Each bucket's label: {@code 03-01 10:00} for an hour, {@code 2025-03-01} for a day (UTC). */
    static List<String> labels(Buckets buckets) {
        DateTimeFormatter format = buckets.unit() == ChronoUnit.HOURS ? HOUR : DAY;
        return buckets.starts().stream().map(format::format).toList();
    }

    /** The share of validated answers that passed (a line, in per cent) over how many were validated (bars). */
    static ChartView passRate(Traffic traffic, List<String> labels) {
        long validated = sum(traffic.passRates(), Traffic.PassRate::validated);
        long passed = sum(traffic.passRates(), Traffic.PassRate::passed);
        if (validated == 0) {
            return ChartView.none(null);
        }
        ChartConfig chart = ChartConfig.bars(labels)
                .line("Pass rate (%)", traffic.passRates().stream().map(p -> rounded(p.rate())).toList(),
                        Colors.PASSED, "rate")
                .bar("Validated answers", traffic.passRates().stream().map(Traffic.PassRate::validated).toList(),
                        Colors.ANSWERS, "answers")
                .axis("rate", "left", "passed (%)", 100)
                .axis("answers", "right", "answers", null);
        return ChartView.of(chart, passed + " of " + validated + " validated answers passed ("
                + percentText((double) passed / validated) + " %).");
    }

    /**
     * The flagged answers by their current decision: waiting for one, approved, rejected, escalated. A part of a
     * bar opens the queue of that decision on the bar's UTC day.
     */
    static ChartView review(Traffic traffic, List<String> labels, QueueLink queue) {
        long flagged = sum(traffic.review(), Traffic.Review::flagged);
        if (flagged == 0) {
            return ChartView.none(null);
        }
        long waiting = sum(traffic.review(), Traffic.Review::waiting);
        ChartConfig chart = ChartConfig.bars(labels).stacked()
                .bar("waiting", traffic.review().stream().map(Traffic.Review::waiting).toList(), Colors.of("waiting"))
                .bar("approved", traffic.review().stream().map(Traffic.Review::approved).toList(), Colors.of("approved"))
                .bar("rejected", traffic.review().stream().map(Traffic.Review::rejected).toList(), Colors.of("rejected"))
                .bar("escalated", traffic.review().stream().map(Traffic.Review::escalated).toList(),
                        Colors.of("escalated"))
                .valueTitle("flagged answers");
        ChartView view = ChartView.of(chart, flagged + " answers flagged; " + waiting
                + " of them wait for a decision.");
        List<String> decisions = List.of(RecordFilter.UNDECIDED, Decision.APPROVED.wireName(),
                Decision.REJECTED.wireName(), Decision.ESCALATED.wireName());
        for (int d = 0; d < decisions.size(); d++) {
            String decision = decisions.get(d);
            view = view.linking(d, traffic.review().stream().map(r -> queue.withDecision(decision)
                    .on(LocalDate.ofInstant(r.bucket(), ZoneOffset.UTC)).address()).toList());
        }
        return view;
    }

    /** The generated answers the model gave, and those the extractive generator gave instead, by cause. */
    static ChartView fallbacks(Traffic traffic, List<String> labels) {
        long generated = sum(traffic.fallbacks(), Traffic.Fallbacks::generated);
        if (generated == 0) {
            return ChartView.none(null);
        }
        long fellBack = sum(traffic.fallbacks(), Traffic.Fallbacks::fellBack);
        ChartConfig chart = ChartConfig.bars(labels).stacked()
                .bar("the model answered", traffic.fallbacks().stream().map(f -> f.generated() - f.fellBack()).toList(),
                        Colors.MODEL);
        TreeSet<String> causes = new TreeSet<>();
        traffic.fallbacks().forEach(f -> causes.addAll(f.causes().keySet()));
        int n = 0;
        for (String cause : causes) {
            chart.bar("fallback: " + cause, traffic.fallbacks().stream().map(f -> f.causes().getOrDefault(cause, 0L))
                    .toList(), Colors.palette(n++));
        }
        chart.valueTitle("generated answers");
        return ChartView.of(chart, fellBack == 0 ? "No fallback: the model gave all " + generated + " generated answers."
                : fellBack + " of " + generated + " generated answers came from the extractive generator because the"
                + " model failed.");
    }

    private static <T> long sum(List<T> buckets, ToLongFunction<T> count) {
        return buckets.stream().mapToLong(count).sum();
    }

    /** A share as per cent with one decimal, or null. */
    private static Double rounded(Double share) {
        return share == null ? null : Math.round(share * 1000) / 10.0;
    }

    private static String percentText(double share) {
        return String.format(Locale.ROOT, "%.1f", share * 100);
    }
}
