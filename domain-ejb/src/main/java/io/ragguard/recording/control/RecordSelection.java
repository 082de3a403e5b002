package io.ragguard.recording.control;

import io.ragguard.database.Like;
import io.ragguard.recording.boundary.RecordFilter;
import io.ragguard.recording.boundary.Severity;
import io.ragguard.verdict.Outcome;
import jakarta.persistence.EntityManager;
import jakarta.persistence.TypedQuery;

import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A {@link RecordFilter} as JPQL on the records, {@code r}: its condition with the parameters, and its order;
 * conditions of the caller's own may be added.
 */
public final class RecordSelection {

    /** A record's place in the severity order: high 0, medium 1, low 2, none 3. */
    private static final String RANK = "(case when r.severity = :high then 0 when r.severity = :medium then 1"
            + " when r.severity = :low then 2 else 3 end)";
    /** Keeps a score {@link RecordFilter#NEAR} off its threshold near, whatever the rounding of the difference. */
    private static final double ROUNDING = 1e-9;

    private final StringBuilder where = new StringBuilder(" where 1 = 1");
    private final Map<String, Object> parameters = new HashMap<>();
    private final RecordFilter.Order order;

    private RecordSelection(RecordFilter.Order order) {
        this.order = order;
        parameters.put("high", Severity.HIGH);
        parameters.put("medium", Severity.MEDIUM);
        parameters.put("low", Severity.LOW);
    }

    public static RecordSelection of(RecordFilter filter) {
        RecordSelection s = new RecordSelection(filter.order());
        if (!filter.statuses().isEmpty()) {
            s.and(" and r.status in :statuses", "statuses", filter.statuses());
        }
        if (filter.tenant() != null) {
            s.and(" and r.tenantId = :tenant", "tenant", filter.tenant());
        }
        if (filter.validator() != null) {
            s.and(" and exists (select v.id from ValidatorRun v where v.record = r and v.validator = :validator"
                    + " and v.outcome in :flagging)", "validator", filter.validator());
            s.parameters.put("flagging", Outcome.flaggingOnes());
        }
        if (filter.reason() != null) {
            s.and(" and (lower(r.reasons) like :reason escape '!' or r.declineReason = :declineReason)", "reason",
                    contains(filter.reason()));
            s.parameters.put("declineReason", filter.reason().toLowerCase(Locale.ROOT));
        }
        if (RecordFilter.UNDECIDED.equals(filter.decision())) {
            s.and(" and r.decision is null");
        } else if (filter.decision() != null) {
            s.and(" and r.decision = :decision", "decision", filter.decision());
        }
        if (filter.from() != null) {
            s.and(" and r.createdAt >= :from", "from", filter.from());
        }
        if (filter.to() != null) {
            s.and(" and r.createdAt < :to", "to", filter.to());
        }
        if (filter.text() != null) {
            s.and(" and (lower(r.question) like :text escape '!' or lower(r.answerBefore) like :text escape '!'"
                    + " or lower(r.answerAfter) like :text escape '!')", "text", contains(filter.text()));
        }
        if (filter.severity() != null) {
            s.and(" and r.severity = :severity", "severity", filter.severity());
        }
        assignees(s, filter.assignees());
        if (filter.near() != null) {
            s.and(" and exists (select n.id from ValidatorRun n where n.record = r and n.validator = :near"
                    + " and n.outcome = :passed and abs(n.score - n.threshold) <= :margin)", "near", filter.near());
            s.parameters.put("passed", Outcome.PASS);
            s.parameters.put("margin", RecordFilter.NEAR + ROUNDING);
        }
        return s;
    }

    private static void assignees(RecordSelection s, Set<String> assignees) {
        Set<String> named = new HashSet<>(assignees);
        boolean unassigned = named.remove(RecordFilter.UNASSIGNED);
        if (!named.isEmpty() && unassigned) {
            s.and(" and (r.assignee in :assignees or r.assignee is null)", "assignees", named);
        } else if (!named.isEmpty()) {
            s.and(" and r.assignee in :assignees", "assignees", named);
        } else if (unassigned) {
            s.and(" and r.assignee is null");
        }
    }

    /** Adds a condition ({@code " and ..."}) without parameters. */
    public RecordSelection and(String condition) {
        where.append(condition);
        return this;
    }

    /** Adds a condition ({@code " and ..."}) with its one parameter. */
    public RecordSelection and(String condition, String name, Object value) {
        where.append(condition);
        parameters.put(name, value);
        return this;
    }

    /** A record's rank in the severity order, as JPQL on {@code r}: 0 for high to 3 for none. */
    public static String rank() {
        return RANK;
    }

    /** The rank a severity has in {@link #rank()}. */
    public static int rankOf(Severity severity) {
        return severity == null ? Severity.values().length : severity.ordinal();
    }

    /** The severity of a rank; null for none. */
    public static Severity severityOf(int rank) {
        return rank < Severity.values().length ? Severity.values()[rank] : null;
    }

    /** The filter's order, as an {@code order by} clause on {@code r}; reversed for the records before one. */
    public String orderBy(boolean reversed) {
        String direction = reversed ? " asc" : " desc";
        String newest = "r.createdAt" + direction + ", r.id" + direction;
        return order == RecordFilter.Order.SEVERITY
                ? " order by " + RANK + (reversed ? " desc, " : " asc, ") + newest
                : " order by " + newest;
    }

    /**
     * Keeps the records after (or, {@code before}, ahead of) a record in the filter's order: the one of this
     * severity, time and id.
     */
    public RecordSelection beside(Severity severity, Instant at, long id, boolean before) {
        String newer = before ? ">" : "<";
        String later = "(r.createdAt " + newer + " :besideAt or r.createdAt = :besideAt and r.id " + newer
                + " :besideId)";
        parameters.put("besideAt", at);
        parameters.put("besideId", id);
        if (order == RecordFilter.Order.SEVERITY) {
            parameters.put("besideRank", rankOf(severity));
            where.append(" and (" + RANK + (before ? " < " : " > ") + ":besideRank or " + RANK + " = :besideRank and "
                    + later + ")");
        } else {
            where.append(" and ").append(later);
        }
        return this;
    }

    /**
     * The query {@code select} + the condition + {@code tail} (a grouping, an order), with the parameters it
     * names.
     */
    public <T> TypedQuery<T> select(EntityManager em, String select, String tail, Class<T> type) {
        String jpql = select + where + tail;
        TypedQuery<T> query = em.createQuery(jpql, type);
        parameters.forEach((name, value) -> {
            if (Pattern.compile(":" + name + "\\b").matcher(jpql).find()) {
                query.setParameter(name, value);
            }
        });
        return query;
    }

    /** A LIKE pattern for text anywhere, its own wildcards escaped. */
    private static String contains(String text) {
        return "%" + Like.literal(text.toLowerCase(Locale.ROOT)) + "%";
    }
}
