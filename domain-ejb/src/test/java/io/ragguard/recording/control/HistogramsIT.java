package io.ragguard.recording.control;

import io.ragguard.database.TestDatabase;
import io.ragguard.recording.entity.HistogramBucket;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

/**
 * The counter on a real entity manager: counted in memory, then inserted or added to a tenant's bucket per flush.
 */
class HistogramsIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    private final Histograms histograms = new Histograms();

    private void count(String validator, String reason, String at) {
        count("northwind", validator, reason, at);
    }

    private void count(String tenant, String validator, String reason, String at) {
        histograms.count(tenant, List.of(new Histograms.Hit(validator, reason)), Instant.parse(at));
    }

    private long flush() {
        return db.transaction(em -> {
            histograms.em = em;
            return histograms.flush();
        });
    }

    private List<HistogramBucket> buckets() {
        return db.read(em -> em.createNamedQuery(HistogramBucket.SINCE, HistogramBucket.class)
                .setParameter("since", Instant.parse("2025-03-01T00:00:00Z")).getResultList());
    }

    @Test
    void countsHitsPerValidatorReasonAndHour() {
        count("pii-leakage", "email", "2025-03-01T10:05:00Z");
        count("pii-leakage", "email", "2025-03-01T10:59:59Z");
        count("pii-leakage", "email", "2025-03-01T11:00:00Z");
        count("pii-leakage", "phone", "2025-03-01T10:30:00Z");
        count("pii-leakage", "email", "2025-03-01T10:00:00Z");

        assertThat(flush()).isEqualTo(5);

        assertThat(buckets()).extracting(b -> b.getBucketStart().toString(), HistogramBucket::getReason,
                HistogramBucket::getHits).containsExactly(
                tuple("2025-03-01T10:00:00Z", "email", 3L),
                tuple("2025-03-01T10:00:00Z", "phone", 1L),
                tuple("2025-03-01T11:00:00Z", "email", 1L));
    }

    @Test
    void countsEachTenantsHitsInBucketsOfItsOwn() {
        count("northwind", "pii-leakage", "email", "2025-03-01T10:05:00Z");
        count("bluebay", "pii-leakage", "email", "2025-03-01T10:06:00Z");
        count("bluebay", "pii-leakage", "email", "2025-03-01T10:07:00Z");
        count(null, "pii-leakage", "email", "2025-03-01T10:08:00Z");

        assertThat(flush()).isEqualTo(4);

        assertThat(buckets()).extracting(HistogramBucket::getTenantId, HistogramBucket::getHits).containsExactly(
                tuple("", 1L), tuple("bluebay", 2L), tuple("northwind", 1L));
    }

    @Test
    void addsLaterFlushesToTheBucketsEarlierOnesCreated() {
        count("pii-leakage", "email", "2025-03-01T10:05:00Z");
        flush();
        histograms.count("northwind", List.of(new Histograms.Hit("pii-leakage", "email"),
                new Histograms.Hit("pii-leakage", "email"), new Histograms.Hit("claims", "insufficient")),
                Instant.parse("2025-03-01T10:06:00Z"));

        assertThat(flush()).isEqualTo(3);

        assertThat(buckets()).extracting(HistogramBucket::getValidator, HistogramBucket::getReason,
                HistogramBucket::getHits).containsExactly(
                tuple("claims", "insufficient", 1L),
                tuple("pii-leakage", "email", 3L));
        assertThat(histograms.pending()).isZero();
    }

    @Test
    void writesNothingUntilFlushed() {
        count("pii-leakage", "email", "2025-03-01T10:05:00Z");

        assertThat(buckets()).isEmpty();
        assertThat(histograms.pending()).isEqualTo(1);
    }

    @Test
    void keepsTheCountsOfAFlushThatFailedForTheNext() {
        count("pii-leakage", "email", "2025-03-01T10:05:00Z");
        count("pii-leakage", "email", "2025-03-01T10:06:00Z");

        assertThatThrownBy(() -> db.run(em -> {
            histograms.em = em;
            em.close(); // the database went away mid-flush
            histograms.flush();
        })).isInstanceOf(IllegalStateException.class);

        assertThat(histograms.pending()).isEqualTo(2);
        assertThat(flush()).isEqualTo(2);
        assertThat(buckets()).extracting(HistogramBucket::getHits).containsExactly(2L);
    }

    @Test
    void losesNoCountMadeWhileAFlushRuns() throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(4);
        AtomicBoolean counting = new AtomicBoolean(true);
        List<Future<Integer>> counters = new ArrayList<>();
        for (int t = 0; t < 3; t++) {
            counters.add(threads.submit(() -> {
                int counted = 0;
                while (counting.get()) {
                    count("faithfulness", "unfaithful", "2025-03-01T10:00:00Z");
                    counted++;
                }
                return counted;
            }));
        }
        long written = 0;
        for (int i = 0; i < 20; i++) {
            written += flush();
        }
        counting.set(false);
        long counted = 0;
        for (Future<Integer> counter : counters) {
            counted += counter.get(10, TimeUnit.SECONDS);
        }
        threads.shutdown();
        written += flush();

        assertThat(written).isEqualTo(counted);
        assertThat(buckets()).extracting(HistogramBucket::getHits).containsExactly(counted);
    }
}
