package io.ragguard.recording.boundary;

import java.util.stream.Collectors;
import io.ragguard.verdict.Outcome;
import io.ragguard.verdict.AnswerStatus;
import io.ragguard.audit.boundary.CapturedAudit;
import io.ragguard.database.TestDatabase;
import io.ragguard.recording.entity.ValidationRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

/** The review queue's filters, paging, export batches and decisions on the real schema (H2, Flyway). */
class ReviewQueueIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    private static final Set<String> FLAGGED = Set.of("failed", "patched", "unverified", "declined");

    private final CapturedAudit audited = new CapturedAudit();
    private final Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);

    private void record(String requestId, String tenant, String status, String question, String reasons,
                        String flaggedBy, Instant at) {
        db.run(em -> {
            ValidationRecord r = new ValidationRecord(requestId, "chat", tenant, null, question, "The answer.",
                    status.equals("failed") ? null : "The answer.", AnswerStatus.parse(status), reasons, "[]", 0.5);
            r.addRun("pii-leakage", Outcome.PASS, 1.0, null, null, 10);
            if (flaggedBy != null) {
                r.addRun(flaggedBy, status.equals("unverified") ? Outcome.ERROR : Outcome.FAIL, 0.1, 0.35, "unfaithful", 10);
            }
            em.persist(r);
        });
        db.execute("update validation_record set created_at = TIMESTAMP '" + at.toString().replace('T', ' ')
                .replace("Z", "") + "' where request_id = '" + requestId + "'");
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

    private static RecordFilter filter(Set<String> statuses, String tenant, String validator, String reason,
                                       String decision, Instant from, Instant to, String text) {
        return new RecordFilter(statuses.stream().map(AnswerStatus::parse).collect(Collectors.toSet()), tenant,
                validator, reason, decision, from, to, text);
    }

    private void fiveRecords() {
        record("r1", "northwind", "failed", "How long do returns take?", "faithfulness: unfaithful\nfaithfulness: unsupported_number",
                "faithfulness", now.minus(4, ChronoUnit.DAYS));
        record("r2", "northwind", "passed", "What is 100% cotton?", "", null, now.minus(3, ChronoUnit.DAYS));
        record("r3", "helixpharma", "patched", "Dose of Lumora?", "citation-required: no_citation", "citation-required",
                now.minus(2, ChronoUnit.DAYS));
        record("r4", "helixpharma", "unverified", "Storage of Lumora?", "faithfulness: error", "faithfulness",
                now.minus(1, ChronoUnit.DAYS));
        record("r5", "northwind", "failed", "Who pays return_shipping?", "pii-leakage: pii_email", "pii-leakage", now);
    }

    @Test
    void theQueueHoldsFailedPatchedAndUnverifiedAnswersNewestFirst() {
        fiveRecords();

        assertThat(find(RecordFilter.flagged())).containsExactly("r5", "r4", "r3", "r1");
        long depth = queue(ReviewQueue::depth);
        assertThat(depth).isEqualTo(4);
        assertThat(find(filter(Set.of(), null, null, null, null, null, null, null)))
                .as("every status").containsExactly("r5", "r4", "r3", "r2", "r1");
        assertThat(queue(q -> q.find(RecordFilter.flagged(), 1, 2)).stream().map(ReviewItem::requestId))
                .as("a page").containsExactly("r4", "r3");
    }

    private void declined(String requestId, String tenant, String reason, Instant at) {
        db.run(em -> {
            ValidationRecord r = new ValidationRecord(requestId, "chat", tenant, null, "Who won the 1998 world cup?",
                    "France won.", "I don't know.", AnswerStatus.DECLINED, "", "[]", 0.1);
            r.declinedFor(reason);
            r.addRun("confidence", Outcome.PATCHED, 0.1, 0.3, "no_reliable_context", 10);
            em.persist(r);
        });
        db.execute("update validation_record set created_at = TIMESTAMP '" + at.toString().replace('T', ' ')
                .replace("Z", "") + "' where request_id = '" + requestId + "'");
    }

    @Test
    void theQueueHoldsDeclinedAnswersWithTheirReasonAndFindsThemByStatusOrReason() {
        fiveRecords();
        declined("r6", "northwind", "no_context", now.plus(1, ChronoUnit.SECONDS));
        declined("r7", "helixpharma", "off_topic", now.plus(2, ChronoUnit.SECONDS));

        assertThat(find(RecordFilter.flagged())).containsExactly("r7", "r6", "r5", "r4", "r3", "r1");
        assertThat(find(filter(Set.of("declined"), null, null, null, null, null, null, null)))
                .containsExactly("r7", "r6");
        assertThat(find(filter(Set.of(), null, null, "NO_CONTEXT", null, null, null, null)))
                .as("a decline reason is a reason").containsExactly("r6");
        ReviewItem item = queue(q -> q.byRequest("r6")).orElseThrow();
        assertThat(item.status().label()).isEqualTo("declined");
        assertThat(item.declineReason()).isEqualTo("no_context");
        assertThat(queue(q -> q.byRequest("r5")).orElseThrow().declineReason()).isNull();
    }

    @Test
    void filtersByTenantStatusValidatorReasonDateAndText() {
        fiveRecords();

        assertThat(find(filter(Set.of(), "helixpharma", null, null, null, null, null, null))).containsExactly("r4", "r3");
        assertThat(find(filter(Set.of("passed"), null, null, null, null, null, null, null))).containsExactly("r2");
        assertThat(find(filter(Set.of(), null, "faithfulness", null, null, null, null, null)))
                .as("flagged by faithfulness, erred included").containsExactly("r4", "r1");
        assertThat(find(filter(Set.of(), null, "pii-leakage", null, null, null, null, null)))
                .as("a pass does not flag").containsExactly("r5");
        assertThat(find(filter(Set.of(), null, null, "UNSUPPORTED_NUMBER", null, null, null, null))).containsExactly("r1");
        assertThat(find(filter(Set.of(), null, null, null, null, now.minus(3, ChronoUnit.DAYS),
                now.minus(1, ChronoUnit.DAYS), null))).as("from inclusive, to exclusive").containsExactly("r3", "r2");
        assertThat(find(filter(Set.of(), null, null, null, null, null, null, "lumora"))).containsExactly("r4", "r3");
        assertThat(find(filter(Set.of(), null, null, null, null, null, null, "100%"))).as("a literal %")
                .containsExactly("r2");
        assertThat(find(filter(Set.of(), null, null, null, null, null, null, "return_s"))).as("a literal _")
                .containsExactly("r5");
        long failedAtNorthwind = queue(q -> q.count(filter(Set.of("failed"), "northwind", null, null, null, null, null,
                null)));
        assertThat(failedAtNorthwind).isEqualTo(2);
    }

    @Test
    void aValidatorThatCouldNotVouchForTheAnswerFlagsIt() {
        db.run(em -> {
            ValidationRecord r = new ValidationRecord("r1", "chat", "northwind", null, "Q?", "A.", "A.", AnswerStatus.UNVERIFIED,
                    "faithfulness: unsupported_claim", "[]", 0.5);
            r.addRun("faithfulness", Outcome.UNVERIFIED, 0.2, 0.35, "unsupported_claim", 10);
            em.persist(r);
        });

        assertThat(find(filter(Set.of(), null, "faithfulness", null, null, null, null, null))).containsExactly("r1");
    }

    @Test
    void aDecisionIsKeptWithItsReviewerAndEveryEarlierOneAndIsAudited() {
        fiveRecords();

        queue(q -> q.decide("r1", Decision.ESCALATED, "  Needs legal.  ", "carol"));
        ReviewItem decided = queue(q -> q.decide("r1", Decision.APPROVED, "", "dave")).orElseThrow();

        assertThat(decided.decision()).isEqualTo("approved");
        assertThat(decided.decisions()).extracting(DecisionEntry::decision, DecisionEntry::note, DecisionEntry::reviewer)
                .containsExactly(tuple("escalated", "Needs legal.", "carol"),
                        tuple("approved", null, "dave"));
        assertThat(audited.entries()).containsExactly("carol | record.decision | request r1 | null | escalated: Needs legal.",
                "dave | record.decision | request r1 | escalated | approved");
        Optional<ReviewItem> unknown = queue(q -> q.decide("nope", Decision.REJECTED, null, "dave"));
        assertThat(unknown).isEmpty();
        assertThat(find(filter(FLAGGED, null, null, null, "approved", null, null, null))).containsExactly("r1");
        assertThat(find(filter(FLAGGED, null, null, null, RecordFilter.UNDECIDED, null, null, null)))
                .containsExactly("r5", "r4", "r3");
    }

    @Test
    void exportBatchesFollowOneAnotherWithoutGapOrRepeatAndCarryTheCurrentDecision() {
        fiveRecords();
        queue(q -> q.decide("r3", Decision.REJECTED, "Wrong dose.", "carol"));
        RecordFilter all = filter(Set.of(), null, null, null, null, null, null, null);

        List<RecordRow> rows = new ArrayList<>();
        List<RecordRow> batch = queue(q -> q.rows(all, null, 2));
        while (!batch.isEmpty()) {
            rows.addAll(batch);
            RecordRow last = batch.get(batch.size() - 1);
            batch = queue(q -> q.rows(all, last, 2));
        }

        assertThat(rows).extracting(RecordRow::requestId).containsExactly("r5", "r4", "r3", "r2", "r1");
        RecordRow r3 = rows.get(2);
        assertThat(r3.decision()).isEqualTo("rejected");
        assertThat(r3.decidedBy()).isEqualTo("carol");
        assertThat(r3.decisionNote()).isEqualTo("Wrong dose.");
        assertThat(rows.get(4).reasons()).isEqualTo("faithfulness: unfaithful; faithfulness: unsupported_number");
        assertThat(rows).extracting(RecordRow::declineReason).containsOnlyNulls();
    }

    @Test
    void anExportRowCarriesTheDeclineReason() {
        declined("r1", "northwind", "unsupported", now);

        List<RecordRow> rows = queue(q -> q.rows(RecordFilter.flagged(), null, 10));

        assertThat(rows).extracting(row -> row.status().label(), RecordRow::declineReason)
                .containsExactly(tuple("declined", "unsupported"));
    }
}
