package io.ragguard.console.dashboard;

import io.ragguard.console.display.ChartConfig;
import io.ragguard.console.display.ChartView;
import io.ragguard.recording.boundary.DeclineRates;
import io.ragguard.verdict.AnswerStatus;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The dashboard's charts of the replies that declined over the whole range: the decline rate of each tenant
 * (its declined answers over its answers), as a chart and as a table, and the declines by reason. A bar or a
 * tenant opens the review queue of those declined answers.
 */
final class DeclineCharts {

    /** The reasons in the order they come when as many declined for each; others follow by name. */
    static final List<String> REASONS = List.of("no_context", "off_topic", "unsupported", "out_of_scope");
    /** The status of a declined answer, as the review queue's address takes it. */
    static final String DECLINED = AnswerStatus.DECLINED.label();

    private DeclineCharts() {
    }

    /**
     * One bar per tenant, the share of its answers that declined in per cent: the tenants with the most declines
     * first, and the rest as one "other" bar of their declines over their answers.
     */
    static ChartView rate(DeclineRates declines, QueueLink queue) {
        if (declines.answered() == 0) {
            return ChartView.none(null);
        }
        TopTen<DeclineRates.TenantRate> bars = TopTen.of(declines.tenants(), mostDeclinesFirst());
        List<String> labels = new ArrayList<>(bars.top().stream().map(DeclineRates.TenantRate::tenant).toList());
        List<Double> rates = new ArrayList<>(bars.top().stream().map(t -> percent(t.rate())).toList());
        List<String> links = new ArrayList<>(bars.top().stream()
                .map(t -> queue.withTenant(t.tenant()).withStatus(DECLINED).address()).toList());
        if (bars.hasOther()) {
            labels.add(bars.otherLabel());
            rates.add(percent(share(bars.other(DeclineRates.TenantRate::declined),
                    bars.other(DeclineRates.TenantRate::answered))));
            links.add(queue.withStatus(DECLINED).address());
        }
        ChartConfig chart = ChartConfig.bars(labels).horizontal().withoutLegend()
                .bar("declined (%)", rates, Colors.of("declined"))
                .valueTitle("declined (% of answers)");
        return ChartView.of(chart, declines.declined() + " of " + declines.answered() + " answers declined ("
                + percentText(share(declines.declined(), declines.answered())) + " %).").linking(links);
    }

    /** Every tenant that answered in the range, the most declines first: its answers, declines and rate. */
    static List<TenantDeclines> table(DeclineRates declines, QueueLink queue) {
        return declines.tenants().stream().sorted(mostDeclinesFirst())
                .map(t -> new TenantDeclines(t.tenant(), t.answered(), t.declined(), percentText(t.rate()) + " %",
                        queue.withTenant(t.tenant()).withStatus(DECLINED).address()))
                .toList();
    }

    /**
     * One bar per reason a reply declined for, how many declined for it, the most first and the rest as "other";
     * a bar opens the queue of the answers that declined for it.
     */
    static ChartView reasons(DeclineRates declines, QueueLink queue) {
        if (declines.reasons().isEmpty()) {
            return ChartView.none(null);
        }
        Map<String, Long> counts = declines.reasons();
        Comparator<String> mostFirst = Comparator.comparingLong((String r) -> counts.get(r)).reversed()
                .thenComparingInt(DeclineCharts::known).thenComparing(Comparator.naturalOrder());
        TopTen<String> bars = TopTen.of(List.copyOf(counts.keySet()), mostFirst);
        List<String> labels = new ArrayList<>(bars.top());
        List<Long> values = new ArrayList<>(bars.top().stream().map(counts::get).toList());
        List<String> colors = new ArrayList<>(bars.top().stream().map(r -> Colors.palette(known(r))).toList());
        List<String> links = new ArrayList<>(bars.top().stream()
                .map(r -> queue.withReason(r).withStatus(DECLINED).address()).toList());
        if (bars.hasOther()) {
            labels.add(bars.otherLabel());
            values.add(bars.other(counts::get));
            colors.add(Colors.OTHER);
            links.add(queue.withStatus(DECLINED).address());
        }
        ChartConfig chart = ChartConfig.bars(labels).horizontal().withoutLegend().bar("declines", values, colors)
                .valueTitle("declined answers");
        long total = counts.values().stream().mapToLong(Long::longValue).sum();
        return ChartView.of(chart, total + " answers declined, by why they do not answer.").linking(links);
    }

    private static Comparator<DeclineRates.TenantRate> mostDeclinesFirst() {
        return Comparator.comparingLong(DeclineRates.TenantRate::declined).reversed()
                .thenComparing(DeclineRates.TenantRate::tenant);
    }

    /** A known reason's place, which also keeps its colour; after them all for one the code does not know. */
    private static int known(String reason) {
        return REASONS.contains(reason) ? REASONS.indexOf(reason) : REASONS.size();
    }

    private static Double share(long part, long whole) {
        return whole == 0 ? null : (double) part / whole;
    }

    /** A share as per cent with one decimal, or null. */
    private static Double percent(Double share) {
        return share == null ? null : Math.round(share * 1000) / 10.0;
    }

    private static String percentText(Double share) {
        return share == null ? "-" : String.format(Locale.ROOT, "%.1f", share * 100);
    }
}
