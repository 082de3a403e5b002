package io.ragguard.recording.boundary;

import io.ragguard.audit.boundary.AuditLog;
import io.ragguard.recording.control.RecordGroups;
import io.ragguard.recording.control.RecordSelection;
import io.ragguard.recording.control.ReviewItems;
import io.ragguard.recording.entity.ReviewDecision;
import io.ragguard.recording.entity.ValidationRecord;
import io.ragguard.request.InvalidRequestException;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Recorded answers for compliance review, newest first or by severity: the flagged ones (failed, refused
 * included; patched; unverified, where a validator could not judge or vouch for the answer; declined, so that an
 * answerable question the guard declined is seen) and, filtered so, any other; alone or as groups of repeats;
 * who is to review them; and the reviewers' decisions on them, one at a time, many at once or a group's, each
 * audited per record ({@code record.decision}, {@code record.assign}).
 */
@Stateless
public class ReviewQueue {

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

    /** A page of the answers the filter selects, in its order. */
    public List<ReviewItem> find(RecordFilter filter, int first, int max) {
        RecordSelection selection = RecordSelection.of(filter);
        return selection.select(em, "select r from ValidationRecord r", selection.orderBy(false), ValidationRecord.class)
                .setFirstResult(first).setMaxResults(max).getResultStream().map(ReviewItems::item).toList();
    }

    public long count(RecordFilter filter) {
        return RecordSelection.of(filter).select(em, "select count(r) from ValidationRecord r", "", Long.class)
                .getSingleResult();
    }

    /**
     * Up to {@code max} export rows the filter selects, newest first whatever its order, after the row
     * {@code after} (null for the first batch): an export reads batch after batch, each in its own transaction,
     * so that any number of rows streams without holding them all.
     */
    public List<RecordRow> rows(RecordFilter filter, RecordRow after, int max) {
        RecordSelection selection = RecordSelection.of(filter.withOrder(RecordFilter.Order.NEWEST));
        if (after != null) {
            selection.beside(null, after.createdAt(), after.id(), false);
        }
        List<ValidationRecord> records = selection.select(em, "select r from ValidationRecord r",
                selection.orderBy(false), ValidationRecord.class).setMaxResults(max).getResultList();
        Map<Long, ReviewDecision> latest = records.stream().anyMatch(r -> r.getDecision() != null)
                ? em.createQuery("select d from ReviewDecision d where d.record.id in :ids order by d.decidedAt, d.id",
                        ReviewDecision.class)
                        .setParameter("ids", records.stream().map(ValidationRecord::getId).toList())
                        .getResultStream()
                        .collect(Collectors.toMap(d -> d.getRecord().getId(), Function.identity(), (a, b) -> b))
                : Map.of();
        return records.stream().map(r -> ReviewItems.row(r, latest.get(r.getId()))).toList();
    }

    /**
     * A page of the groups of repeats among the answers the filter selects, the newest first (by their highest
     * severity first when the filter orders by severity); each counts only the answers the filter selects.
     */
    public List<ReviewGroup> groups(RecordFilter filter, int first, int max) {
        return RecordGroups.page(em, filter, first, max);
    }

    /** How many groups of repeats the filter selects answers of. */
    public long countGroups(RecordFilter filter) {
        return RecordGroups.count(em, filter);
    }

    /**
     * The request ids before and after a request's answer in the filter's order (the answer itself need not
     * match it); empty when no such request is recorded.
     */
    public Optional<Neighbours> neighbours(RecordFilter filter, String requestId) {
        return record(requestId).map(r -> new Neighbours(beside(filter, r, true), beside(filter, r, false)));
    }

    private String beside(RecordFilter filter, ValidationRecord r, boolean before) {
        RecordSelection selection = RecordSelection.of(filter).beside(r.getSeverity(), r.getCreatedAt(), r.getId(),
                before);
        return selection.select(em, "select r.requestId from ValidationRecord r", selection.orderBy(before),
                String.class).setMaxResults(1).getResultStream().findFirst().orElse(null);
    }

    /** Any recorded request, flagged or not. */
    public Optional<ReviewItem> byRequest(String requestId) {
        return record(requestId).map(ReviewItems::item);
    }

    /**
     * Records a reviewer's decision on a request's answer (it may have been decided before: every
     * decision is kept) and audits it; empty when no such request is recorded.
     */
    public Optional<ReviewItem> decide(String requestId, Decision decision, String note, String reviewer) {
        return decide(requestId, decision, note, reviewer, null);
    }

    /**
     * Records a decision as {@link #decide(String, Decision, String, String)} does; an escalation may name whom
     * it goes to ({@code escalateTo}: a user, or {@code role:<role>}), and assigns the answer to them.
     *
     * @throws InvalidRequestException naming {@code escalate_to} for a target of a decision other than escalated,
     *                                 or one that cannot be an {@link Assignee}
     */
    public Optional<ReviewItem> decide(String requestId, Decision decision, String note, String reviewer,
                                       String escalateTo) {
        Assignee target = Assignee.parse("escalate_to", escalateTo);
        if (target != null && decision != Decision.ESCALATED) {
            throw new InvalidRequestException("escalate_to", "escalate_to goes with the decision escalated only");
        }
        Optional<ValidationRecord> found = record(requestId);
        found.ifPresent(r -> {
            decide(r, decision, note, reviewer);
            if (target != null) {
                assign(r, target.name(), reviewer);
            }
        });
        return found.map(ReviewItems::item);
    }

    /**
     * Records one decision, with one note, on each of the requests' answers (a request named twice is decided
     * once); says which were decided, and which no record has.
     */
    public Decided decideAll(List<String> requestIds, Decision decision, String note, String reviewer) {
        List<String> wanted = List.copyOf(new LinkedHashSet<>(requestIds));
        Map<String, ValidationRecord> found = wanted.isEmpty() ? Map.of()
                : em.createNamedQuery(ValidationRecord.BY_REQUESTS, ValidationRecord.class)
                        .setParameter("requestIds", wanted).getResultStream()
                        .collect(Collectors.toMap(ValidationRecord::getRequestId, Function.identity()));
        List<String> decided = new ArrayList<>();
        List<String> unknown = new ArrayList<>();
        for (String requestId : wanted) {
            ValidationRecord r = found.get(requestId);
            if (r == null) {
                unknown.add(requestId);
            } else {
                decide(r, decision, note, reviewer);
                decided.add(requestId);
            }
        }
        return new Decided(decided, unknown);
    }

    /** Records the decision on every answer of a group of repeats that no one has decided yet; returns how many. */
    public int decideGroup(String groupKey, Decision decision, String note, String reviewer) {
        List<ValidationRecord> undecided = em.createNamedQuery(ValidationRecord.UNDECIDED_IN_GROUP,
                ValidationRecord.class).setParameter("groupKey", groupKey).getResultList();
        undecided.forEach(r -> decide(r, decision, note, reviewer));
        return undecided.size();
    }

    /**
     * Assigns a request's answer to a user or a role ({@code role:compliance}), or to no one ({@code assignee}
     * null); audited when that changes who it is. Empty when no such request is recorded.
     *
     * @throws InvalidRequestException naming {@code assignee} when it cannot be an {@link Assignee}
     */
    public Optional<ReviewItem> assign(String requestId, String assignee, String by) {
        Assignee to = Assignee.parse("assignee", assignee);
        Optional<ValidationRecord> found = record(requestId);
        found.ifPresent(r -> assign(r, to == null ? null : to.name(), by));
        return found.map(ReviewItems::item);
    }

    private void decide(ValidationRecord r, Decision decision, String note, String reviewer) {
        String before = r.getDecision();
        String kept = note == null || note.isBlank() ? null : note.strip();
        r.decide(decision.wireName(), kept, reviewer);
        audit.record(reviewer, "record.decision", "request " + r.getRequestId(), before,
                kept == null ? decision.wireName() : decision.wireName() + ": " + kept);
    }

    private void assign(ValidationRecord r, String assignee, String by) {
        String before = r.getAssignee();
        if (r.assign(assignee, by)) {
            audit.record(by, "record.assign", "request " + r.getRequestId(), before, assignee);
        }
    }

    private Optional<ValidationRecord> record(String requestId) {
        return em.createNamedQuery(ValidationRecord.BY_REQUEST, ValidationRecord.class)
                .setParameter("requestId", requestId)
                .getResultStream()
                .findFirst();
    }
}
