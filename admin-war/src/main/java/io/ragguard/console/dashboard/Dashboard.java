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
 * start of its first hour or UTC day, and each chart.
 */
public record Dashboard(Instant from, Instant to, boolean hourly, ChartView passRate, ChartView reasons,
                        ChartView latency, ChartView outcomes, ChartView review, ChartView fallbacks,
                        ChartView declineRate, ChartView declineReasons)
        implements Serializable {

    static Dashboard read(Statistics statistics, Buckets buckets, String tenant) {
        Traffic traffic = statistics.traffic(buckets, tenant);
        DeclineRates declines = statistics.declines(buckets, tenant);
        List<String> labels = TimeCharts.labels(buckets);
        return new Dashboard(buckets.from(), buckets.to(), buckets.unit() == ChronoUnit.HOURS,
                TimeCharts.passRate(traffic, labels),
                TotalCharts.reasons(statistics.reasons(buckets), tenant != null),
                TotalCharts.latency(statistics.latencies(buckets, tenant)),
                TotalCharts.outcomes(statistics.outcomes(buckets, tenant)),
                TimeCharts.review(traffic, labels),
                TimeCharts.fallbacks(traffic, labels),
                DeclineCharts.rate(declines),
                DeclineCharts.reasons(declines));
    }
}
