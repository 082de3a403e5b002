package io.ragguard.console.dashboard;

import io.ragguard.recording.boundary.Buckets;

import java.io.Serializable;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The review queue filtered to what a bar of the dashboard counts, as the queue's address takes it:
 * {@code review.xhtml?reason=&validator=&tenant=&status=&from=&to=&severity=&decision=}, each part only when it
 * filters, the dates as UTC days ({@code yyyy-MM-dd}, both included). A link starts from the dashboard's tenant
 * and range, and each bar adds what it counts.
 */
public record QueueLink(String reason, String validator, String tenant, String status, LocalDate from,
                        LocalDate to, String severity, String decision) implements Serializable {

    /** The queue's page, beside the dashboard's. */
    static final String PAGE = "review.xhtml";

    /**
     * The queue of one tenant (null or blank for all) over the UTC days a range touches: from its start's day to
     * the day of its last instant.
     */
    static QueueLink of(String tenant, Buckets range) {
        LocalDate from = LocalDate.ofInstant(range.from(), ZoneOffset.UTC);
        LocalDate to = LocalDate.ofInstant(range.to().minus(1, ChronoUnit.NANOS), ZoneOffset.UTC);
        return new QueueLink(null, null, blankToNull(tenant), null, from, to, null, null);
    }

    QueueLink withReason(String wanted) {
        return new QueueLink(wanted, validator, tenant, status, from, to, severity, decision);
    }

    QueueLink withValidator(String wanted) {
        return new QueueLink(reason, wanted, tenant, status, from, to, severity, decision);
    }

    QueueLink withTenant(String wanted) {
        return new QueueLink(reason, validator, blankToNull(wanted), status, from, to, severity, decision);
    }

    /** The answers of one status, by its wire name ({@code declined}). */
    QueueLink withStatus(String wanted) {
        return new QueueLink(reason, validator, tenant, wanted, from, to, severity, decision);
    }

    /** The answers of one UTC day only. */
    QueueLink on(LocalDate day) {
        return new QueueLink(reason, validator, tenant, status, day, day, severity, decision);
    }

    /** The answers of one severity ({@code high}, {@code medium}, {@code low}). */
    QueueLink withSeverity(String wanted) {
        return new QueueLink(reason, validator, tenant, status, from, to, wanted, decision);
    }

    /** The answers with this current decision ({@code none} for those no one has decided yet). */
    QueueLink withDecision(String wanted) {
        return new QueueLink(reason, validator, tenant, status, from, to, severity, wanted);
    }

    /** The address, relative to the console: {@code review.xhtml?reason=unsupported_number&tenant=...}. */
    public String address() {
        Map<String, Object> parts = new LinkedHashMap<>();
        parts.put("reason", reason);
        parts.put("validator", validator);
        parts.put("tenant", tenant);
        parts.put("status", status);
        parts.put("from", from);
        parts.put("to", to);
        parts.put("severity", severity);
        parts.put("decision", decision);
        StringBuilder address = new StringBuilder(PAGE);
        char next = '?';
        for (Map.Entry<String, Object> part : parts.entrySet()) {
            if (part.getValue() != null) {
                address.append(next).append(part.getKey()).append('=')
                        .append(URLEncoder.encode(part.getValue().toString(), StandardCharsets.UTF_8)
                                .replace("+", "%20"));
                next = '&';
            }
        }
        return address.toString();
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
