package io.ragguard.recording.boundary;

import io.ragguard.verdict.AnswerStatus;
import io.ragguard.verdict.Outcome;
import io.ragguard.generation.boundary.Generation;
import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.TypedQuery;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The numbers behind the console's dashboard, over a range cut into buckets (or as totals: outcomes,
 * reasons, declines, latencies), for one tenant or all; and each validator's runs by outcome, for the validators
 * page. Buckets are counted one query each on the recorded time, so that hours and days are UTC ones on every
 * database; reasons come from the hourly histogram, which holds them per tenant; latency percentiles are
 * computed here from the latest {@value #LATEST} answers of the range.
 */
@Stateless
public class Statistics {

    /** The most answers whose stage times one latency view reads. */
    static final int LATEST = 20_000;
    /** The most declined answers the declined questions are counted from. */
    static final int DECLINES_READ = 5_000;

    @PersistenceContext
    EntityManager em;

    int latest = LATEST;

    /**
     * The questions a tenant's answers declined, most often asked first (then the latest first): of its latest
     * {@value #DECLINES_READ} declined answers, the same question in any case or spacing counted once.
     */
    public List<DeclinedQuestion> declinedQuestions(String tenant, int limit) {
        List<Object[]> rows = em.createQuery("select r.question, r.declineReason, r.createdAt from ValidationRecord r "
                        + "where r.tenantId = :tenant and r.status = :declined order by r.createdAt desc", Object[].class)
                .setParameter("tenant", tenant).setParameter("declined", AnswerStatus.DECLINED)
                .setMaxResults(DECLINES_READ).getResultList();
        Map<String, DeclinedQuestion> byQuestion = new LinkedHashMap<>();
        for (Object[] row : rows) {
            String question = ((String) row[0]).strip();
            byQuestion.merge(question.toLowerCase(Locale.ROOT).replaceAll("\\s+", " "),
                    new DeclinedQuestion(question, 1, (Instant) row[2], (String) row[1]),
                    (latest, earlier) -> new DeclinedQuestion(latest.question(), latest.asked() + 1,
                            latest.lastAsked(), latest.reason()));
        }
        return byQuestion.values().stream().sorted(Comparator.comparingLong(DeclinedQuestion::asked).reversed()
                .thenComparing(DeclinedQuestion::lastAsked, Comparator.reverseOrder())).limit(limit).toList();
    }

    /** Each bucket's pass rate, flagged answers by decision, and fallbacks, oldest first. */
    public Traffic traffic(Buckets buckets, String tenant) {
        List<Traffic.PassRate> passRates = new ArrayList<>();
        List<Traffic.Review> review = new ArrayList<>();
        List<Traffic.Fallbacks> fallbacks = new ArrayList<>();
        for (Instant start : buckets.starts()) {
            long validated = 0;
            long passed = 0;
            long generated = 0;
            Map<String, Long> decisions = new HashMap<>();
            Map<String, Long> causes = new HashMap<>();
            for (Object[] row : records("select r.status, r.decision, r.generator, count(r)", tenant,
                    " group by r.status, r.decision, r.generator", start, buckets.end(start)).getResultList()) {
                AnswerStatus status = (AnswerStatus) row[0];
                String decision = (String) row[1];
                String generator = (String) row[2];
                long count = ((Number) row[3]).longValue();
                validated += status == AnswerStatus.UNVALIDATED ? 0 : count;
                passed += status == AnswerStatus.PASSED ? count : 0;
                if (status.flagged()) {
                    decisions.merge(decision == null ? RecordFilter.UNDECIDED : decision, count, Long::sum);
                }
                if (generator != null) {
                    generated += count;
                    Generation.fallbackCause(generator).ifPresent(cause -> causes.merge(cause, count, Long::sum));
                }
            }
            passRates.add(new Traffic.PassRate(start, validated, passed));
            review.add(new Traffic.Review(start, decisions.getOrDefault(RecordFilter.UNDECIDED, 0L),
                    decided(decisions, Decision.APPROVED), decided(decisions, Decision.REJECTED),
                    decided(decisions, Decision.ESCALATED)));
            fallbacks.add(new Traffic.Fallbacks(start, generated, causes));
        }
        return new Traffic(passRates, review, fallbacks);
    }

    private static long decided(Map<String, Long> decisions, Decision decision) {
        return decisions.getOrDefault(decision.wireName(), 0L);
    }

    /** Each tenant's answers in the range and how many declined, and the declines by reason. */
    public DeclineRates declines(Buckets buckets, String tenant) {
        return DeclineRates.of(records("select r.tenantId, r.status, r.declineReason, count(r)", tenant,
                " group by r.tenantId, r.status, r.declineReason", buckets.from(), buckets.to()).getResultList());
    }

    /**
     * How often each validator gave each reason in the range, on one tenant's answers unless it is blank, most
     * often first. The hours counted before the histogram kept tenants count only for all tenants.
     */
    public List<ReasonCount> reasons(Buckets buckets, String tenant) {
        TypedQuery<Object[]> query = em.createQuery("select b.validator, b.reason, sum(b.hits) from HistogramBucket b"
                + " where b.bucketStart >= :from and b.bucketStart < :to"
                + (blank(tenant) ? "" : " and b.tenantId = :tenant") + " group by b.validator, b.reason",
                Object[].class);
        return bind(query, tenant, buckets.from(), buckets.to()).getResultStream()
                .map(row -> new ReasonCount((String) row[0], (String) row[1], ((Number) row[2]).longValue()))
                .sorted(Comparator.comparingLong(ReasonCount::hits).reversed()
                        .thenComparing(ReasonCount::validator).thenComparing(ReasonCount::reason))
                .toList();
    }

    /** How many times each validator concluded each outcome on the range's answers, by validator and outcome. */
    public List<OutcomeCount> outcomes(Buckets buckets, String tenant) {
        return outcomes(buckets.from(), buckets.to(), tenant);
    }

    /**
     * Each validator's runs on the answers recorded in [{@code from}, {@code to}), of every tenant, by outcome (runs
     * in observe mode included: their outcome is what the validator concluded), by validator name.
     */
    public List<ValidatorRates> rates(Instant from, Instant to) {
        Map<String, Map<Outcome, Long>> byValidator = new LinkedHashMap<>();
        for (OutcomeCount count : outcomes(from, to, null)) {
            byValidator.computeIfAbsent(count.validator(), v -> new EnumMap<>(Outcome.class))
                    .merge(count.outcome(), count.runs(), Long::sum);
        }
        return byValidator.entrySet().stream().map(e -> new ValidatorRates(e.getKey(), e.getValue())).toList();
    }

    private List<OutcomeCount> outcomes(Instant from, Instant to, String tenant) {
        TypedQuery<Object[]> query = em.createQuery("select v.validator, v.outcome, count(v) from ValidatorRun v"
                + " join v.record r" + where(tenant)
                + " group by v.validator, v.outcome order by v.validator, v.outcome", Object[].class);
        return bind(query, tenant, from, to).getResultStream()
                .map(row -> new OutcomeCount((String) row[0], (Outcome) row[1], ((Number) row[2]).longValue()))
                .toList();
    }

    /** The p50 and p95 of each stage over the latest {@value #LATEST} answers of the range. */
    public Latencies latencies(Buckets buckets, String tenant) {
        List<Object[]> rows = records("select r.retrievalMs, r.generationMs, r.validationMs, r.toneMs, r.totalMs",
                tenant, " order by r.createdAt desc, r.id desc", buckets.from(), buckets.to())
                .setMaxResults(latest + 1)
                .getResultList();
        boolean more = rows.size() > latest;
        return Latencies.of(more ? rows.subList(0, latest) : rows, more);
    }

    /** A query over the records made in [from, to), of one tenant unless it is blank. */
    private TypedQuery<Object[]> records(String select, String tenant, String rest, Instant from, Instant to) {
        return bind(em.createQuery(select + " from ValidationRecord r" + where(tenant) + rest, Object[].class), tenant,
                from, to);
    }

    /** The condition on a record {@code r}: made in [:from, :to), of :tenant unless it is blank. */
    private static String where(String tenant) {
        return " where r.createdAt >= :from and r.createdAt < :to" + (blank(tenant) ? "" : " and r.tenantId = :tenant");
    }

    private static TypedQuery<Object[]> bind(TypedQuery<Object[]> query, String tenant, Instant from, Instant to) {
        query.setParameter("from", from).setParameter("to", to);
        if (!blank(tenant)) {
            query.setParameter("tenant", tenant.strip());
        }
        return query;
    }

    private static boolean blank(String tenant) {
        return tenant == null || tenant.isBlank();
    }
}
