package io.ragguard.recording;

import io.ragguard.verdict.Outcome;
import io.ragguard.verdict.AnswerStatus;
import io.ragguard.database.TestDatabase;
import io.ragguard.recording.entity.HistogramBucket;
import io.ragguard.recording.entity.RecordedClaim;
import io.ragguard.recording.entity.ValidationRecord;
import io.ragguard.recording.entity.ValidatorRun;
import jakarta.persistence.PersistenceException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;
import static org.assertj.core.api.Assertions.within;

class RecordingMappingIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    private static ValidationRecord record(String requestId, String status) {
        return new ValidationRecord(requestId, "chat", "northwind", "conv-1", "How long do returns take?",
                "Returns take 30 days.", "Returns take 30 days [1].", AnswerStatus.parse(status), "citation-required: no citation",
                "[1] Returns policy", 0.72);
    }

    private void persist(ValidationRecord... records) {
        db.run(em -> {
            for (ValidationRecord r : records) {
                em.persist(r);
            }
        });
    }

    private ValidationRecord byRequest(String requestId) {
        return db.read(em -> {
            ValidationRecord found = em.createNamedQuery(ValidationRecord.BY_REQUEST, ValidationRecord.class)
                    .setParameter("requestId", requestId).getSingleResult();
            found.getValidatorRuns().size();
            found.getClaims().size();
            return found;
        });
    }

    @Test
    void storesARecordWithItsValidatorRunsInOrder() {
        ValidationRecord r = record("req-1", "patched");
        r.latencies(12.5, 40.0, 3.25, 0.5, 56.25);
        r.addRun("pii-leakage", Outcome.PASS, 1.0, null, null, 120);
        r.addRun("citation-required", Outcome.PATCHED, 0.0, 1.0, "no citation", 95);
        r.addRun("confidence", Outcome.SKIPPED, null, 0.3, null, 7);
        persist(r);

        ValidationRecord found = byRequest("req-1");

        assertThat(found.getId()).isNotNull();
        assertThat(found.getEndpoint()).isEqualTo("chat");
        assertThat(found.getTenantId()).isEqualTo("northwind");
        assertThat(found.getConversationId()).isEqualTo("conv-1");
        assertThat(found.getQuestion()).isEqualTo("How long do returns take?");
        assertThat(found.getAnswerBefore()).isEqualTo("Returns take 30 days.");
        assertThat(found.getAnswerAfter()).isEqualTo("Returns take 30 days [1].");
        assertThat(found.getStatus().label()).isEqualTo("patched");
        assertThat(found.getReasons()).isEqualTo("citation-required: no citation");
        assertThat(found.getContext()).isEqualTo("[1] Returns policy");
        assertThat(found.getContextQuality()).isEqualTo(0.72);
        assertThat(List.of(found.getRetrievalMs(), found.getGenerationMs(), found.getValidationMs(),
                found.getToneMs(), found.getTotalMs())).containsExactly(12.5, 40.0, 3.25, 0.5, 56.25);
        assertThat(found.getCreatedAt()).isCloseTo(r.getCreatedAt(), within(1, ChronoUnit.MILLIS));
        assertThat(found.getValidatorRuns())
                .extracting(ValidatorRun::getValidator, run -> run.getOutcome().label(), ValidatorRun::getScore,
                        ValidatorRun::getThreshold, ValidatorRun::getReasons, ValidatorRun::getMicros)
                .containsExactly(
                        tuple("pii-leakage", "pass", 1.0, null, null, 120L),
                        tuple("citation-required", "patched", 0.0, 1.0, "no citation", 95L),
                        tuple("confidence", "skipped", null, 0.3, null, 7L));
    }

    @Test
    void storesTheClaimsOfARecordWithTheirValidatorsVerdictsAndSpansInOrder() {
        ValidationRecord r = record("req-claims", "failed");
        r.addClaim("faithfulness", "The dose is 50 mg.", "contradicted", 0.12, "leaflet-3", 0, 16);
        r.addClaim("faithfulness", "Hello!", "not_a_claim", 1.0, null, null, null);
        r.addClaim("claims", "Paris is the capital.", "Supported", 0.91, "ctx-2", 8, 39);
        r.addClaim(null, "It was built by aliens.", "Insufficient", 0.05, null, null, null);
        persist(r);

        ValidationRecord found = byRequest("req-claims");

        assertThat(found.getClaims())
                .extracting(RecordedClaim::getValidator, RecordedClaim::getText, RecordedClaim::getVerdict,
                        RecordedClaim::getScore, RecordedClaim::getEvidenceId, RecordedClaim::getSpanStart,
                        RecordedClaim::getSpanEnd)
                .containsExactly(
                        tuple("faithfulness", "The dose is 50 mg.", "contradicted", 0.12, "leaflet-3", 0, 16),
                        tuple("faithfulness", "Hello!", "not_a_claim", 1.0, null, null, null),
                        tuple("claims", "Paris is the capital.", "Supported", 0.91, "ctx-2", 8, 39),
                        tuple(null, "It was built by aliens.", "Insufficient", 0.05, null, null, null));
    }

    @Test
    void storesWhyADeclinedReplyDoesNotAnswer() {
        ValidationRecord declined = record("req-declined", "declined");
        declined.declinedFor("no_context");
        persist(declined, record("req-passed", "passed"));

        assertThat(byRequest("req-declined").getDeclineReason()).isEqualTo("no_context");
        assertThat(byRequest("req-passed").getDeclineReason()).isNull();
    }

    @Test
    void refusesADeclineReasonOnARecordThatDidNotDecline() {
        ValidationRecord patched = record("req-patched", "patched");

        assertThatThrownBy(() -> patched.declinedFor("off_topic")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("patched");
    }

    @Test
    void deletingARecordDeletesItsClaims() {
        ValidationRecord r = record("req-1", "failed");
        r.addClaim("claims", "The dose is 50 mg.", "Contradictory", 0.12, "leaflet-3", 0, 16);
        persist(r);

        db.run(em -> em.remove(em.createNamedQuery(ValidationRecord.BY_REQUEST, ValidationRecord.class)
                .setParameter("requestId", "req-1").getSingleResult()));

        long claims = db.read(em -> em.createQuery("select count(c) from RecordedClaim c", Long.class)
                .getSingleResult());
        assertThat(claims).isZero();
    }

    @Test
    void keepsLongTextsWhole() {
        String longAnswer = "Returns are accepted within 30 days. ".repeat(300);
        persist(new ValidationRecord("req-long", "chat", "northwind", null, "Q?", longAnswer, longAnswer,
                AnswerStatus.PASSED, null, longAnswer, null));

        ValidationRecord found = byRequest("req-long");

        assertThat(found.getAnswerAfter()).isEqualTo(longAnswer);
        assertThat(found.getContext()).hasSize(longAnswer.length());
        assertThat(found.getConversationId()).isNull();
        assertThat(found.getContextQuality()).isNull();
        assertThat(found.getValidatorRuns()).isEmpty();
        assertThat(found.getClaims()).isEmpty();
    }

    @Test
    void findsNoRecordForAnUnknownRequest() {
        persist(record("req-1", "passed"));

        List<ValidationRecord> found = db.read(em -> em.createNamedQuery(ValidationRecord.BY_REQUEST,
                ValidationRecord.class).setParameter("requestId", "req-2").getResultList());

        assertThat(found).isEmpty();
    }

    @Test
    void refusesASecondRecordForTheSameRequest() {
        persist(record("req-1", "passed"));

        assertThatThrownBy(() -> persist(record("req-1", "failed"))).isInstanceOf(PersistenceException.class);
    }

    @Test
    void deletingARecordDeletesItsRuns() {
        ValidationRecord r = record("req-1", "failed");
        r.addRun("confidence", Outcome.FAIL, 0.1, 0.3, "low confidence", 10);
        persist(r);

        db.run(em -> em.remove(em.createNamedQuery(ValidationRecord.BY_REQUEST, ValidationRecord.class)
                .setParameter("requestId", "req-1").getSingleResult()));

        long runs = db.read(em -> em.createQuery("select count(v) from ValidatorRun v", Long.class).getSingleResult());
        assertThat(runs).isZero();
    }

    /** Adds a hit of pii-leakage's email to the tenant's bucket of that hour, if there is one. */
    private int increment(String tenant, Instant hour) {
        return db.transaction(em -> em.createNamedQuery(HistogramBucket.INCREMENT).setParameter("hits", 1L)
                .setParameter("tenant", tenant).setParameter("validator", "pii-leakage").setParameter("reason", "email")
                .setParameter("bucket", hour).executeUpdate());
    }

    @Test
    void incrementsTheHitsOfTheMatchingBucketOnly() {
        Instant hour = Instant.parse("2025-03-01T10:00:00Z");
        db.run(em -> {
            em.persist(new HistogramBucket("northwind", "pii-leakage", "email", hour, 1));
            em.persist(new HistogramBucket("northwind", "pii-leakage", "phone", hour, 1));
        });

        int updated = increment("northwind", hour);
        int missed = increment("northwind", hour.plus(1, ChronoUnit.HOURS));
        int otherTenant = increment("bluebay", hour);

        assertThat(updated).isEqualTo(1);
        assertThat(missed).isZero();
        assertThat(otherTenant).isZero();
        List<HistogramBucket> buckets = db.read(em -> em.createNamedQuery(HistogramBucket.SINCE, HistogramBucket.class)
                .setParameter("since", hour).getResultList());
        assertThat(buckets).extracting(HistogramBucket::getReason, HistogramBucket::getHits)
                .containsExactly(tuple("email", 2L), tuple("phone", 1L));
    }

    @Test
    void listsBucketsSinceAnInstantInTimeThenValidatorThenReasonOrder() {
        Instant now = Instant.parse("2025-03-01T10:00:00Z");
        Instant hourAgo = now.minus(1, ChronoUnit.HOURS);
        db.run(em -> {
            em.persist(new HistogramBucket("northwind", "confidence", "low", now, 1));
            em.persist(new HistogramBucket("northwind", "pii-leakage", "phone", hourAgo, 1));
            em.persist(new HistogramBucket("northwind", "citation-required", "missing", now.minus(2, ChronoUnit.HOURS), 1));
            em.persist(new HistogramBucket("northwind", "pii-leakage", "email", hourAgo, 1));
            em.persist(new HistogramBucket("northwind", "citation-required", "missing", hourAgo, 1));
        });

        List<HistogramBucket> buckets = db.read(em -> em.createNamedQuery(HistogramBucket.SINCE, HistogramBucket.class)
                .setParameter("since", hourAgo).getResultList());

        assertThat(buckets).extracting(HistogramBucket::getBucketStart, HistogramBucket::getValidator,
                HistogramBucket::getReason).containsExactly(
                tuple(hourAgo, "citation-required", "missing"),
                tuple(hourAgo, "pii-leakage", "email"),
                tuple(hourAgo, "pii-leakage", "phone"),
                tuple(now, "confidence", "low"));
    }

    @Test
    void refusesASecondBucketForTheSameTenantValidatorReasonAndHour() {
        Instant hour = Instant.parse("2025-03-01T10:00:00Z");
        db.run(em -> em.persist(new HistogramBucket("northwind", "pii-leakage", "email", hour, 1)));
        db.run(em -> em.persist(new HistogramBucket("bluebay", "pii-leakage", "email", hour, 1)));

        assertThatThrownBy(() -> db.run(em -> em.persist(new HistogramBucket("northwind", "pii-leakage", "email", hour,
                1)))).isInstanceOf(PersistenceException.class);
    }
}
