package io.ragguard.console.dashboard;

import io.ragguard.console.display.ChartView;
import io.ragguard.recording.boundary.Buckets;
import io.ragguard.recording.boundary.DeclineRates;
import io.ragguard.recording.boundary.Statistics;
import io.ragguard.recording.boundary.Traffic;

import java.io.Serializable;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * The dashboard as read once for a tenant (null for all) and a range: the range as counted, from the
 * start of its first hour or UTC day, each chart (all of that tenant and range), and the tenants' declines as a
 * table.
 */
public record Dashboard(Instant from, Instant to, boolean hourly, ChartView passRate, ChartView reasons,
                        ChartView latency, ChartView outcomes, ChartView review, ChartView fallbacks,
                        ChartView declineRate, ChartView declineReasons, List<TenantDeclines> declineTable)
        implements Serializable {

    public Dashboard {
        declineTable = List.copyOf(declineTable);
    }

    static Dashboard read(Statistics statistics, Buckets buckets, String tenant) {
        Traffic traffic = statistics.traffic(buckets, tenant);
        DeclineRates declines = statistics.declines(buckets, tenant);
        List<String> labels = TimeCharts.labels(buckets);
        QueueLink queue = QueueLink.of(tenant, buckets);
        return new Dashboard(buckets.from(), buckets.to(), buckets.unit() == ChronoUnit.HOURS,
                TimeCharts.passRate(traffic, labels),
                TotalCharts.reasons(statistics.reasons(buckets, tenant), queue),
                TotalCharts.latency(statistics.latencies(buckets, tenant)),
                TotalCharts.outcomes(statistics.outcomes(buckets, tenant), queue),
                TimeCharts.review(traffic, labels, queue),
                TimeCharts.fallbacks(traffic, labels),
                DeclineCharts.rate(declines, queue),
                DeclineCharts.reasons(declines, queue),
                DeclineCharts.table(declines, queue));
    }

    /** The chart of this id on the page ({@code reasons}, {@code decline-rate}), if there is one. */
    public ChartView chart(String id) {
        return switch (id) {
            case "pass-rate" -> passRate;
            case "reasons" -> reasons;
            case "latency" -> latency;
            case "outcomes" -> outcomes;
            case "review" -> review;
            case "fallbacks" -> fallbacks;
            case "decline-rate" -> declineRate;
            case "decline-reasons" -> declineReasons;
            default -> null;
        };
    }
}
