package io.ragguard.recording.control;

import io.ragguard.database.TestDatabase;
import io.ragguard.recording.entity.HistogramBucket;
import jakarta.persistence.EntityManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/** The counter on a real entity manager: insert the first hit of an hour, update the others. */
class HistogramsIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    private void increment(String validator, String reason, String at) {
        db.run(em -> on(em).increment(List.of(new Histograms.Hit(validator, reason)), Instant.parse(at)));
    }

    private static Histograms on(EntityManager em) {
        Histograms histograms = new Histograms();
        histograms.em = em;
        return histograms;
    }

    @Test
    void countsHitsPerValidatorReasonAndHour() {
        increment("pii-leakage", "email", "2025-03-01T10:05:00Z");
        increment("pii-leakage", "email", "2025-03-01T10:59:59Z");
        increment("pii-leakage", "email", "2025-03-01T11:00:00Z");
        increment("pii-leakage", "phone", "2025-03-01T10:30:00Z");
        increment("pii-leakage", "email", "2025-03-01T10:00:00Z");

        List<HistogramBucket> buckets = db.read(em -> em.createNamedQuery(HistogramBucket.SINCE, HistogramBucket.class)
                .setParameter("since", Instant.parse("2025-03-01T00:00:00Z")).getResultList());

        assertThat(buckets).extracting(b -> b.getBucketStart().toString(), HistogramBucket::getReason,
                HistogramBucket::getHits).containsExactly(
                tuple("2025-03-01T10:00:00Z", "email", 3L),
                tuple("2025-03-01T10:00:00Z", "phone", 1L),
                tuple("2025-03-01T11:00:00Z", "email", 1L));
    }

    @Test
    void countsTheHitsOfOneAnswerTogetherRepeatsIncluded() {
        increment("pii-leakage", "email", "2025-03-01T10:05:00Z");
        db.run(em -> on(em).increment(List.of(new Histograms.Hit("pii-leakage", "email"),
                new Histograms.Hit("pii-leakage", "email"), new Histograms.Hit("claims", "insufficient")),
                Instant.parse("2025-03-01T10:06:00Z")));

        List<HistogramBucket> buckets = db.read(em -> em.createNamedQuery(HistogramBucket.SINCE, HistogramBucket.class)
                .setParameter("since", Instant.parse("2025-03-01T00:00:00Z")).getResultList());

        assertThat(buckets).extracting(HistogramBucket::getValidator, HistogramBucket::getReason,
                HistogramBucket::getHits).containsExactly(
                tuple("claims", "insufficient", 1L),
                tuple("pii-leakage", "email", 3L));
    }
}
