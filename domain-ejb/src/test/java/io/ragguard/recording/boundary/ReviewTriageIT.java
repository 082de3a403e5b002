package io.ragguard.recording.boundary;

import io.ragguard.audit.boundary.CapturedAudit;
import io.ragguard.database.TestDatabase;
import io.ragguard.recording.control.GroupKey;
import io.ragguard.recording.control.Triage;
import io.ragguard.recording.entity.ValidationRecord;
import io.ragguard.request.InvalidRequestException;
import io.ragguard.tenant.boundary.TestTenants;
import io.ragguard.tenant.entity.Tenant;
import io.ragguard.verdict.AnswerStatus;
import io.ragguard.verdict.Outcome;
import jakarta.persistence.EntityManager;
import jakarta.transaction.TransactionSynchronizationRegistry;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.lang.reflect.Proxy;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.groups.Tuple.tuple;

/**
 * The review queue's triage on the real schema (H2, Flyway): severities and group keys as records are written
 * and for records made before them, groups of repeats and their decisions, decisions on many answers,
 * assignments, the near-threshold filter, and previous and next in the queue's order.
 */
class ReviewTriageIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    private final CapturedAudit audited = new CapturedAudit();
    /** Noon today (UTC), so that an hour either side is the same day. */
    private final Instant noon = Instant.now().truncatedTo(ChronoUnit.DAYS).plus(12, ChronoUnit.HOURS);

    @BeforeEach
    void addTenants() {
        db.run(em -> {
            em.persist(new Tenant("northwind", "Northwind Outfitters", "retail"));
            em.persist(new Tenant("helixpharma", "Helix Pharma", "pharma"));
        });
    }

    /** A record as it was written before triage: no severity, no group key. */
    private void record(String requestId, String tenant, AnswerStatus status, String question, Instant at,
                        Consumer<ValidationRecord> runs) {
        db.run(em -> {
            ValidationRecord r = new ValidationRecord(requestId, "chat", tenant, null, question, "The answer.",
                    "The answer.", status, "", "[]", 0.5);
            runs.accept(r);
            em.persist(r);
        });
        db.execute("update validation_record set created_at = TIMESTAMP '" + at.toString().replace('T', ' ')
                .replace("Z", "") + "' where request_id = '" + requestId + "'");
    }

    private void flagged(String requestId, String tenant, String question, Instant at, String validator) {
        record(requestId, tenant, AnswerStatus.FAILED, question, at,
                r -> r.addRun(validator, Outcome.FAIL, 0.1, 0.35, "unfaithful", 10));
    }

    private Recorder recorder(EntityManager em) {
        Recorder recorder = new Recorder();
        recorder.em = em;
        recorder.triage = new Triage(TestTenants.on(em), () -> "pharma, legal");
        recorder.rawPersonalData = () -> false;
        recorder.transaction = (TransactionSynchronizationRegistry) Proxy.newProxyInstance(
                getClass().getClassLoader(), new Class<?>[] {TransactionSynchronizationRegistry.class},
                (proxy, method, args) -> null);
        return recorder;
    }

    /** What the backfill does at start: batch after batch until none is left. */
    private void triage() {
        while (db.transaction(em -> recorder(em).triageUntriaged(500)) > 0) {
            continue;
        }
    }

    private <T> T queue(Function<ReviewQueue, T> work) {
        return db.transaction(em -> {
            ReviewQueue queue = new ReviewQueue();
            queue.em = em;
            queue.audit = audited;
            return work.apply(queue);
        });
    }

    private List<String> find(RecordFilter filter) {
        return queue(q -> q.find(filter, 0, 100).stream().map(ReviewItem::requestId).toList());
    }

    private int triage(int max) {
        return db.transaction(em -> recorder(em).triageUntriaged(max));
    }

    private long count(RecordFilter filter) {
        Long count = queue(q -> q.count(filter));
        return count;
    }

    private List<ReviewGroup> groups(RecordFilter filter, int first, int max) {
        return queue(q -> q.groups(filter, first, max));
    }

    private Optional<Neighbours> neighbours(RecordFilter filter, String requestId) {
        return queue(q -> q.neighbours(filter, requestId));
    }

    private int decideGroup(String key, String note) {
        Integer decided = queue(q -> q.decideGroup(key, Decision.APPROVED, note, "dave"));
        return decided;
    }

    private ReviewItem item(String requestId) {
        return queue(q -> q.byRequest(requestId)).orElseThrow();
    }

    /** Five answers of each severity and none: pii (high), figure (high at a pharma tenant), unverified, declined, passed. */
    private void fiveSeverities() {
        record("pii", "northwind", AnswerStatus.PATCHED, "My card?", noon.minus(4, ChronoUnit.HOURS),
                r -> r.addRun("pii-leakage", Outcome.PATCHED, 0.0, null, "pii_card", 10));
        record("unverified", "northwind", AnswerStatus.UNVERIFIED, "Dye?", noon.minus(3, ChronoUnit.HOURS),
                r -> r.addRun("faithfulness", Outcome.ERROR, null, 0.35, "timeout", 10));
        record("declined", "northwind", AnswerStatus.DECLINED, "Weather?", noon.minus(2, ChronoUnit.HOURS),
                r -> r.addRun("confidence", Outcome.PATCHED, 0.1, 0.3, "no_reliable_context", 10));
        record("figure", "helixpharma", AnswerStatus.PATCHED, "Dose of Lumora?", noon.minus(1, ChronoUnit.HOURS),
                r -> r.addRun("numeric-units", Outcome.PATCHED, 0.5, 1.0, "unsupported_number", 10));
        record("passed", "northwind", AnswerStatus.PASSED, "Returns?", noon,
                r -> r.addRun("faithfulness", Outcome.PASS, 0.9, 0.35, null, 10));
    }

    @Test
    void recordsMadeBeforeTriageGetTheirSeverityAndGroupKeyInBatchesKeepingTheirDecisions() {
        fiveSeverities();
        queue(q -> q.decide("declined", Decision.APPROVED, "Fine.", "carol"));

        assertThat(item("pii").severity()).isNull();
        assertThat(item("pii").groupKey()).isNull();
        assertThat(triage(3)).isEqualTo(3);
        assertThat(triage(3)).isEqualTo(2);
        assertThat(triage(3)).isZero();

        assertThat(List.of("pii", "figure", "unverified", "declined", "passed")).extracting(id -> item(id).severity())
                .containsExactly(Severity.HIGH, Severity.HIGH, Severity.MEDIUM, Severity.LOW, null);
        assertThat(item("passed").groupKey()).isEqualTo(GroupKey.of("northwind", noon, "Returns?",
                AnswerStatus.PASSED, List.of()));
        assertThat(item("declined").decision()).isEqualTo("approved");
        assertThat(item("declined").decisions()).hasSize(1);
    }

    @Test
    void aWrongFigureIsHighOnlyAtATenantOfARegulatedDomain() {
        record("retail", "northwind", AnswerStatus.PATCHED, "Price?", noon,
                r -> r.addRun("numeric-units", Outcome.PATCHED, 0.5, 1.0, "unsupported_number", 10));
        record("pharma", "helixpharma", AnswerStatus.PATCHED, "Dose?", noon,
                r -> r.addRun("numeric-units", Outcome.PATCHED, 0.5, 1.0, "unsupported_number", 10));

        triage();

        assertThat(item("retail").severity()).isEqualTo(Severity.MEDIUM);
        assertThat(item("pharma").severity()).isEqualTo(Severity.HIGH);
    }

    @Test
    void theRecorderTriagesAnAnswerAsItWritesIt() {
        RecordDraft draft = new RecordDraft("new", "chat", "northwind", null, "How   long do RETURNS take?",
                "Write to jo@example.com.", "Write to [REDACTED EMAIL].", AnswerStatus.PATCHED, null,
                List.of("pii-leakage: pii_email"), "[]", 0.5, new StageLatencies(1.0, 2.0, 3.0, 4.0, 10.0),
                List.of(new ValidatorOutcome("pii-leakage", Outcome.PATCHED, 0.0, null, List.of("pii_email"), 10)),
                List.of(), "extractive", null);

        db.run(em -> recorder(em).record(draft));

        ReviewItem written = item("new");
        assertThat(written.severity()).isEqualTo(Severity.HIGH);
        assertThat(written.groupKey()).isEqualTo(GroupKey.of("northwind", written.createdAt(),
                "how long do returns take?", AnswerStatus.PATCHED, List.of("pii-leakage")));
        assertThat(written.assignee()).isNull();
    }

    @Test
    void filtersBySeverityAndSortsHighFirstThenNewest() {
        fiveSeverities();
        triage();
        RecordFilter all = new RecordFilter(Set.of(), null, null, null, null, null, null, null);

        assertThat(find(all.withSeverity(Severity.HIGH))).containsExactly("figure", "pii");
        assertThat(find(all.withSeverity(Severity.LOW))).containsExactly("declined");
        assertThat(find(all.withOrder(RecordFilter.Order.SEVERITY)))
                .containsExactly("figure", "pii", "unverified", "declined", "passed");
        assertThat(find(all)).as("newest first by default")
                .containsExactly("passed", "figure", "declined", "unverified", "pii");
        assertThat(count(RecordFilter.flagged().withSeverity(Severity.HIGH))).isEqualTo(2);
    }

    /** Three repeats of a question at northwind today, one yesterday, one at another tenant, one other question. */
    private void repeats() {
        flagged("a1", "northwind", "How long do returns take?", noon.minus(3, ChronoUnit.HOURS), "faithfulness");
        flagged("a2", "northwind", "how long  do RETURNS take?", noon.minus(2, ChronoUnit.HOURS), "faithfulness");
        flagged("a3", "northwind", " How long do returns take? ", noon.minus(1, ChronoUnit.HOURS), "faithfulness");
        flagged("b1", "northwind", "How long do returns take?", noon.minus(1, ChronoUnit.DAYS), "faithfulness");
        flagged("c1", "helixpharma", "How long do returns take?", noon.minus(4, ChronoUnit.HOURS), "faithfulness");
        record("d1", "northwind", AnswerStatus.PATCHED, "My card?", noon.minus(5, ChronoUnit.HOURS),
                r -> r.addRun("pii-leakage", Outcome.PATCHED, 0.0, null, "pii_card", 10));
        triage();
    }

    @Test
    void groupsRepeatsOfAQuestionByTenantStatusValidatorsAndDayNewestFirst() {
        repeats();
        queue(q -> q.decide("a2", Decision.REJECTED, null, "carol"));

        List<ReviewGroup> groups = groups(RecordFilter.flagged(), 0, 10);

        assertThat(groups).extracting(g -> g.newest().requestId(), ReviewGroup::count, ReviewGroup::undecided,
                ReviewGroup::severity).containsExactly(
                        tuple("a3", 3L, 2L, Severity.MEDIUM), tuple("c1", 1L, 1L, Severity.MEDIUM),
                        tuple("d1", 1L, 1L, Severity.HIGH), tuple("b1", 1L, 1L, Severity.MEDIUM));
        ReviewGroup today = groups.get(0);
        assertThat(today.key()).isEqualTo(item("a1").groupKey()).isEqualTo(item("a2").groupKey());
        assertThat(today.newestAt()).isEqualTo(item("a3").createdAt());
        assertThat(this.<Long>queue(q -> q.countGroups(RecordFilter.flagged()))).isEqualTo(4);
        assertThat(groups(RecordFilter.flagged(), 1, 2)).extracting(g -> g.newest().requestId())
                .as("a page").containsExactly("c1", "d1");
        assertThat(groups(RecordFilter.flagged().withOrder(RecordFilter.Order.SEVERITY), 0, 10))
                .extracting(g -> g.newest().requestId()).as("high first").containsExactly("d1", "a3", "c1", "b1");
        assertThat(groups(new RecordFilter(Set.of(), null, null, null, RecordFilter.UNDECIDED, null,
                null, null), 0, 10).get(0)).as("counting what the filter selects")
                .extracting(ReviewGroup::count, ReviewGroup::undecided).containsExactly(2L, 2L);
    }

    @Test
    void decidesEveryUndecidedAnswerOfAGroupAuditingEachOnce() {
        repeats();
        queue(q -> q.decide("a2", Decision.REJECTED, null, "carol"));
        String key = item("a1").groupKey();
        audited.entries().clear();

        int decided = decideGroup(key, " Same answer. ");

        assertThat(decided).isEqualTo(2);
        assertThat(List.of("a1", "a2", "a3", "b1")).extracting(id -> item(id).decision())
                .containsExactly("approved", "rejected", "approved", null);
        assertThat(audited.entries()).containsExactlyInAnyOrder(
                "dave | record.decision | request a1 | null | approved: Same answer.",
                "dave | record.decision | request a3 | null | approved: Same answer.");
        assertThat(decideGroup(key, null)).isZero();
        assertThat(decideGroup("no-such-group", null)).isZero();
    }

    @Test
    void decidesManyAnswersAtOnceWithOneNoteAndNamesTheUnknownOnes() {
        repeats();
        audited.entries().clear();

        Decided decided = queue(q -> q.decideAll(List.of("a1", "nope", "c1", "a1"), Decision.REJECTED, "Wrong.",
                "carol"));

        assertThat(decided.decided()).containsExactly("a1", "c1");
        assertThat(decided.unknown()).containsExactly("nope");
        assertThat(item("c1").decisions()).extracting(DecisionEntry::decision, DecisionEntry::note,
                DecisionEntry::reviewer).containsExactly(tuple("rejected", "Wrong.", "carol"));
        assertThat(audited.entries()).hasSize(2);
        assertThat(queue(q -> q.decideAll(List.of(), Decision.APPROVED, null, "carol")).decided()).isEmpty();
    }

    @Test
    void assignsToAUserOrARoleAuditingEachChangeAndFiltersByAssignee() {
        repeats();

        ReviewItem assigned = queue(q -> q.assign("a1", "Carol", "dave")).orElseThrow();
        queue(q -> q.assign("a1", "carol", "dave"));
        queue(q -> q.assign("a2", "role:compliance", "dave"));
        queue(q -> q.assign("a3", "erin", "dave"));
        queue(q -> q.assign("a3", null, "dave"));

        assertThat(assigned.assignee()).isEqualTo("carol");
        assertThat(assigned.assignedBy()).isEqualTo("dave");
        assertThat(assigned.assignedAt()).isNotNull();
        assertThat(item("a3").assignee()).isNull();
        assertThat(item("a3").assignedBy()).isNull();
        assertThat(audited.entries()).as("a change audited, the same assignee again not").containsExactly(
                "dave | record.assign | request a1 | null | carol",
                "dave | record.assign | request a2 | null | role:compliance",
                "dave | record.assign | request a3 | null | erin",
                "dave | record.assign | request a3 | erin | null");
        RecordFilter flagged = RecordFilter.flagged();
        assertThat(find(flagged.withAssignees(Set.of("CAROL")))).containsExactly("a1");
        assertThat(find(flagged.withAssignees(Assignee.mine("carol", List.of("compliance")))))
                .as("mine: mine and my roles'").containsExactly("a2", "a1");
        assertThat(find(flagged.withAssignees(Assignee.mine("frank", List.of("admin"))))).isEmpty();
        assertThat(find(flagged.withAssignees(Set.of(RecordFilter.UNASSIGNED))))
                .containsExactly("a3", "c1", "d1", "b1");
        assertThat(find(flagged.withAssignees(Set.of(RecordFilter.UNASSIGNED, "carol"))))
                .containsExactly("a3", "a1", "c1", "d1", "b1");
        assertThat(this.<Optional<ReviewItem>>queue(q -> q.assign("nope", "carol", "dave"))).isEmpty();
        assertThatThrownBy(() -> queue(q -> q.assign("a1", "role:auditor", "dave")))
                .isInstanceOfSatisfying(InvalidRequestException.class, e -> assertThat(e.field()).isEqualTo("assignee"));
    }

    @Test
    void anEscalationAssignsItsTargetAndOnlyAnEscalationHasOne() {
        repeats();

        ReviewItem escalated = queue(q -> q.decide("a1", Decision.ESCALATED, "Legal?", "carol", "role:admin"))
                .orElseThrow();

        assertThat(escalated.decision()).isEqualTo("escalated");
        assertThat(escalated.assignee()).isEqualTo("role:admin");
        assertThat(escalated.assignedBy()).isEqualTo("carol");
        assertThat(audited.entries()).containsExactly("carol | record.decision | request a1 | null | escalated: Legal?",
                "carol | record.assign | request a1 | null | role:admin");
        assertThatThrownBy(() -> queue(q -> q.decide("a2", Decision.APPROVED, null, "carol", "erin")))
                .isInstanceOfSatisfying(InvalidRequestException.class,
                        e -> assertThat(e.field()).isEqualTo("escalate_to"));
        assertThat(item("a2").decision()).isNull();
        assertThat(queue(q -> q.decide("a2", Decision.ESCALATED, null, "carol")).orElseThrow().assignee())
                .as("the old way: no target").isNull();
    }

    @Test
    void findsTheAnswersAValidatorPassedNearItsThreshold() {
        record("near", "northwind", AnswerStatus.PASSED, "Q1?", noon.minus(3, ChronoUnit.HOURS),
                r -> r.addRun("answer-relevancy", Outcome.PASS, 0.40, 0.35, null, 10));
        record("edge", "northwind", AnswerStatus.PASSED, "Q2?", noon.minus(2, ChronoUnit.HOURS),
                r -> r.addRun("answer-relevancy", Outcome.PASS, 0.36, 0.35, null, 10));
        record("clear", "northwind", AnswerStatus.PASSED, "Q3?", noon.minus(1, ChronoUnit.HOURS),
                r -> r.addRun("answer-relevancy", Outcome.PASS, 0.41, 0.35, null, 10));
        record("failed", "northwind", AnswerStatus.FAILED, "Q4?", noon,
                r -> r.addRun("answer-relevancy", Outcome.FAIL, 0.33, 0.35, "off_topic", 10));
        record("other", "northwind", AnswerStatus.PASSED, "Q5?", noon,
                r -> r.addRun("faithfulness", Outcome.PASS, 0.36, 0.35, null, 10));
        RecordFilter all = new RecordFilter(Set.of(), null, null, null, null, null, null, null);

        assertThat(find(all.withNear("answer-relevancy"))).containsExactly("edge", "near");
        assertThat(find(all.withNear("faithfulness"))).containsExactly("other");
        assertThat(find(RecordFilter.flagged().withNear("answer-relevancy"))).as("with the other filters").isEmpty();
    }

    @Test
    void theNeighboursOfAnAnswerFollowTheQueuesOrder() {
        fiveSeverities();
        triage();
        RecordFilter all = new RecordFilter(Set.of(), null, null, null, null, null, null, null);

        assertThat(neighbours(all, "declined")).contains(new Neighbours("figure", "unverified"));
        assertThat(neighbours(all, "passed")).contains(new Neighbours(null, "figure"));
        assertThat(neighbours(all, "pii")).contains(new Neighbours("unverified", null));
        RecordFilter bySeverity = all.withOrder(RecordFilter.Order.SEVERITY);
        assertThat(neighbours(bySeverity, "pii")).contains(new Neighbours("figure", "unverified"));
        assertThat(neighbours(bySeverity, "declined")).contains(new Neighbours("unverified", "passed"));
        assertThat(neighbours(bySeverity, "figure")).contains(new Neighbours(null, "pii"));
        assertThat(neighbours(RecordFilter.flagged(), "passed"))
                .as("an answer the filter leaves out still has its place").contains(new Neighbours(null, "figure"));
        assertThat(neighbours(all, "nope")).isEmpty();
    }
}
