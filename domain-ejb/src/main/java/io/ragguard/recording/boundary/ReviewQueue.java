package io.ragguard.recording.boundary;

import io.ragguard.verdict.Outcome;
import io.ragguard.audit.boundary.AuditLog;
import io.ragguard.database.Like;
import io.ragguard.recording.entity.RecordedClaim;
import io.ragguard.recording.entity.ReviewDecision;
import io.ragguard.recording.entity.ValidationRecord;
import io.ragguard.recording.entity.ValidatorRun;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.TypedQuery;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Recorded answers for compliance review, newest first: the flagged ones (failed, refused included;
 * patched; unverified, where a validator could not judge or vouch for the answer; declined, so that an
 * answerable question the guard declined is seen) and, filtered so, any other; the reviewers' decisions on
 * them, each audited.
 */
@Stateless
public class ReviewQueue {

    /** Outcomes by which a validator flags an answer. */

    @PersistenceContext
    EntityManager em;

    @Inject
    AuditLog audit;

    /** A page of the flagged answers. */
    public List<ReviewItem> flagged(int first, int max) {
        return find(RecordFilter.flagged(), first, max);
    }

    public long depth() {
        return count(RecordFilter.flagged());
    }

    /** A page of the answers the filter selects, newest first. */
    public List<ReviewItem> find(RecordFilter filter, int first, int max) {
        return Query.of(filter).select(em, "select r from ValidationRecord r", " order by r.createdAt desc, r.id desc",
                        ValidationRecord.class)
                .setFirstResult(first)
                .setMaxResults(max)
                .getResultStream()
                .map(ReviewQueue::item)
                .toList();
    }

    public long count(RecordFilter filter) {
        return Query.of(filter).select(em, "select count(r) from ValidationRecord r", "", Long.class).getSingleResult();
    }

    /**
     * Up to {@code max} export rows the filter selects, newest first, after the row {@code after} (null
     * for the first batch): an export reads batch after batch, each in its own transaction, so that any
     * number of rows streams without holding them all.
     */
    public List<RecordRow> rows(RecordFilter filter, RecordRow after, int max) {
        Query query = Query.of(filter);
        if (after != null) {
            query.where.append(" and (r.createdAt < :afterAt or r.createdAt = :afterAt and r.id < :afterId)");
            query.parameters.put("afterAt", after.createdAt());
            query.parameters.put("afterId", after.id());
        }
        List<ValidationRecord> records = query.select(em, "select r from ValidationRecord r",
                " order by r.createdAt desc, r.id desc", ValidationRecord.class).setMaxResults(max).getResultList();
        Map<Long, ReviewDecision> latest = records.stream().anyMatch(r -> r.getDecision() != null)
                ? em.createQuery("select d from ReviewDecision d where d.record.id in :ids order by d.decidedAt, d.id",
                        ReviewDecision.class)
                        .setParameter("ids", records.stream().map(ValidationRecord::getId).toList())
                        .getResultStream()
                        .collect(Collectors.toMap(d -> d.getRecord().getId(), Function.identity(), (a, b) -> b))
                : Map.of();
        return records.stream().map(r -> row(r, latest.get(r.getId()))).toList();
    }

    /** Any recorded request, flagged or not. */
    public Optional<ReviewItem> byRequest(String requestId) {
        return record(requestId).map(ReviewQueue::item);
    }

    /**
     * Records a reviewer's decision on a request's answer (it may have been decided before: every
     * decision is kept) and audits it; empty when no such request is recorded.
     */
    public Optional<ReviewItem> decide(String requestId, Decision decision, String note, String reviewer) {
        Optional<ValidationRecord> found = record(requestId);
        found.ifPresent(r -> {
            String before = r.getDecision();
            String kept = note == null || note.isBlank() ? null : note.strip();
            r.decide(decision.wireName(), kept, reviewer);
            audit.record(reviewer, "record.decision", "request " + requestId, before,
                    kept == null ? decision.wireName() : decision.wireName() + ": " + kept);
        });
        return found.map(ReviewQueue::item);
    }

    private Optional<ValidationRecord> record(String requestId) {
        return em.createNamedQuery(ValidationRecord.BY_REQUEST, ValidationRecord.class)
                .setParameter("requestId", requestId)
                .getResultStream()
                .findFirst();
    }

    /** The filter as a JPQL condition on {@code r} and its parameters. */
    private static final class Query {

        private final StringBuilder where = new StringBuilder(" where 1 = 1");
        private final Map<String, Object> parameters = new HashMap<>();

        static Query of(RecordFilter filter) {
            Query q = new Query();
            if (!filter.statuses().isEmpty()) {
                q.add(" and r.status in :statuses", "statuses", filter.statuses());
            }
            if (filter.tenant() != null) {
                q.add(" and r.tenantId = :tenant", "tenant", filter.tenant());
            }
            if (filter.validator() != null) {
                q.add(" and exists (select v.id from ValidatorRun v where v.record = r and v.validator = :validator"
                        + " and v.outcome in :flagging)", "validator", filter.validator());
                q.parameters.put("flagging", Outcome.flaggingOnes());
            }
            if (filter.reason() != null) {
                q.add(" and (lower(r.reasons) like :reason escape '!' or r.declineReason = :declineReason)", "reason",
                        contains(filter.reason()));
                q.parameters.put("declineReason", filter.reason().toLowerCase(Locale.ROOT));
            }
            if (RecordFilter.UNDECIDED.equals(filter.decision())) {
                q.where.append(" and r.decision is null");
            } else if (filter.decision() != null) {
                q.add(" and r.decision = :decision", "decision", filter.decision());
            }
            if (filter.from() != null) {
                q.add(" and r.createdAt >= :from", "from", filter.from());
            }
            if (filter.to() != null) {
                q.add(" and r.createdAt < :to", "to", filter.to());
            }
            if (filter.text() != null) {
                q.add(" and (lower(r.question) like :text escape '!' or lower(r.answerBefore) like :text escape '!'"
                        + " or lower(r.answerAfter) like :text escape '!')", "text", contains(filter.text()));
            }
            return q;
        }

        private void add(String condition, String name, Object value) {
            where.append(condition);
            parameters.put(name, value);
        }

        <T> TypedQuery<T> select(EntityManager em, String select, String order, Class<T> type) {
            TypedQuery<T> query = em.createQuery(select + where + order, type);
            parameters.forEach(query::setParameter);
            return query;
        }

        /** A LIKE pattern for text anywhere, its own wildcards escaped. */
        private static String contains(String text) {
            return "%" + Like.literal(text.toLowerCase(Locale.ROOT)) + "%";
        }
    }

    private static ReviewItem item(ValidationRecord r) {
        return new ReviewItem(r.getRequestId(), r.getCreatedAt(), r.getTenantId(), r.getEndpoint(), r.getStatus(),
                r.getDeclineReason(), r.getQuestion(), r.getAnswerBefore(), r.getAnswerAfter(), lines(r.getReasons()),
                r.getContext(), r.getContextQuality(),
                new StageLatencies(r.getRetrievalMs(), r.getGenerationMs(), r.getValidationMs(), r.getToneMs(),
                        r.getTotalMs()),
                r.getValidatorRuns().stream().map(ReviewQueue::outcome).toList(),
                r.getClaims().stream().map(ReviewQueue::claim).toList(), r.getGenerator(), r.getKeyName(), r.getDecision(),
                r.getDecisions().stream().map(ReviewQueue::entry).toList());
    }

    private static RecordRow row(ValidationRecord r, ReviewDecision latest) {
        return new RecordRow(r.getId(), r.getRequestId(), r.getCreatedAt(), r.getTenantId(), r.getEndpoint(),
                r.getStatus(), r.getDeclineReason(), r.getGenerator(), r.getKeyName(), r.getQuestion(), r.getAnswerBefore(), r.getAnswerAfter(),
                String.join("; ", lines(r.getReasons())), r.getContextQuality(), r.getTotalMs(), r.getDecision(),
                latest == null ? null : latest.getReviewer(), latest == null ? null : latest.getNote());
    }

    private static DecisionEntry entry(ReviewDecision d) {
        return new DecisionEntry(d.getDecision(), d.getNote(), d.getReviewer(), d.getDecidedAt());
    }

    private static ClaimOutcome claim(RecordedClaim c) {
        return new ClaimOutcome(c.getValidator(), c.getText(), c.getVerdict(), c.getScore(), c.getEvidenceId(),
                c.getSpanStart(), c.getSpanEnd());
    }

    private static ValidatorOutcome outcome(ValidatorRun run) {
        return new ValidatorOutcome(run.getValidator(), run.getOutcome(), run.getScore(), run.getThreshold(),
                lines(run.getReasons()), run.getMicros(), run.isObserved());
    }

    private static List<String> lines(String text) {
        return text == null || text.isEmpty() ? List.of() : Arrays.asList(text.split("\n"));
    }
}
