package io.ragguard.recording.boundary;

import io.ragguard.verdict.AnswerStatus;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The replies that declined over a range: per tenant, how many answers were recorded and how many of them
 * declined (by tenant id); and the declines by reason (no_context, off_topic, unsupported, out_of_scope),
 * by reason name. Every recorded answer counts as answered, whatever its status.
 */
public record DeclineRates(List<TenantRate> tenants, Map<String, Long> reasons) {

    public DeclineRates {
        tenants = List.copyOf(tenants);
        reasons = Collections.unmodifiableSortedMap(new TreeMap<>(reasons));
    }

    /** One tenant's answers in the range and how many of them declined. */
    public record TenantRate(String tenant, long answered, long declined) {

        /** The share of the answers that declined, or null when none was answered. */
        public Double rate() {
            return answered == 0 ? null : (double) declined / answered;
        }
    }

    /**
     * The counts of the rows {@code [tenant, status, decline reason, count]}; a declined record without a
     * reason counts as declined but under no reason.
     */
    static DeclineRates of(List<Object[]> rows) {
        Map<String, long[]> byTenant = new TreeMap<>();
        Map<String, Long> reasons = new HashMap<>();
        for (Object[] row : rows) {
            String tenant = (String) row[0];
            boolean declined = row[1] == AnswerStatus.DECLINED;
            String reason = (String) row[2];
            long count = ((Number) row[3]).longValue();
            long[] counts = byTenant.computeIfAbsent(tenant, t -> new long[2]);
            counts[0] += count;
            if (declined) {
                counts[1] += count;
                if (reason != null) {
                    reasons.merge(reason, count, Long::sum);
                }
            }
        }
        List<TenantRate> tenants = new ArrayList<>();
        byTenant.forEach((tenant, counts) -> tenants.add(new TenantRate(tenant, counts[0], counts[1])));
        return new DeclineRates(tenants, reasons);
    }

    public long answered() {
        return tenants.stream().mapToLong(TenantRate::answered).sum();
    }

    public long declined() {
        return tenants.stream().mapToLong(TenantRate::declined).sum();
    }
}
