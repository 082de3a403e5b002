package io.ragguard.console.dashboard;

import io.ragguard.console.display.ChartConfig;
import io.ragguard.console.display.ChartView;
import io.ragguard.recording.boundary.DeclineRates;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The dashboard's charts of the replies that declined over the whole range: the decline rate of each tenant
 * (its declined answers over its answers), and the declines by reason.
 */
final class DeclineCharts {

    /** The reasons in the order their bars stand; a reason the code does not know yet follows by name. */
    static final List<String> REASONS = List.of("no_context", "off_topic", "unsupported", "out_of_scope");

    private DeclineCharts() {
    }

    /** One bar per tenant: the share of its answers that declined, in per cent. */
    static ChartView rate(DeclineRates declines) {
        if (declines.answered() == 0) {
            return ChartView.none(null);
        }
        List<DeclineRates.TenantRate> tenants = declines.tenants();
        ChartConfig chart = ChartConfig.bars(tenants.stream().map(DeclineRates.TenantRate::tenant).toList())
                .horizontal().withoutLegend()
                .bar("declined (%)", tenants.stream().map(t -> percent(t.rate())).toList(), Colors.of("declined"))
                .valueTitle("declined (% of answers)");
        return ChartView.of(chart, declines.declined() + " of " + declines.answered() + " answers declined ("
                + String.format(Locale.ROOT, "%.1f", 100.0 * declines.declined() / declines.answered()) + " %).");
    }

    /** One bar per reason a reply declined for, how many declined for it. */
    static ChartView reasons(DeclineRates declines) {
        if (declines.reasons().isEmpty()) {
            return ChartView.none(null);
        }
        List<String> reasons = new ArrayList<>(REASONS.stream().filter(declines.reasons()::containsKey).toList());
        declines.reasons().keySet().stream().filter(r -> !REASONS.contains(r)).forEach(reasons::add);
        ChartConfig chart = ChartConfig.bars(reasons).withoutLegend()
                .bar("declines", reasons.stream().map(declines.reasons()::get).toList(),
                        reasons.stream().map(r -> Colors.palette(REASONS.contains(r) ? REASONS.indexOf(r)
                                : REASONS.size() + reasons.indexOf(r))).toList())
                .valueTitle("declined answers");
        long total = declines.reasons().values().stream().mapToLong(Long::longValue).sum();
        return ChartView.of(chart, total + " answers declined, by why they do not answer.");
    }

    /** A share as per cent with one decimal, or null. */
    private static Double percent(Double share) {
        return share == null ? null : Math.round(share * 1000) / 10.0;
    }
}
