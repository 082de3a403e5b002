package io.ragguard.recording.boundary;

import io.ragguard.verdict.AnswerStatus;
import io.ragguard.verdict.Outcome;
import io.ragguard.database.TestDatabase;
import io.ragguard.recording.entity.HistogramBucket;
import io.ragguard.recording.entity.ValidationRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Instant;
import java.time.temporal.ChronoUnit;

import static org.assertj.core.api.Assertions.assertThat;

/** The retention purge's deletes on the real schema: old records with their runs and claims, old histogram hours. */
class RecorderRetentionIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    private final Instant now = Instant.now();

    private void record(String requestId, Instant at) {
        db.run(em -> {
            ValidationRecord r = new ValidationRecord(requestId, "chat", "northwind", null, "Q?", "A.", "A.",
                    AnswerStatus.PASSED, "", "{}", 0.5);
            r.addRun("pii-leakage", Outcome.PASS, 1.0, null, null, 10);
            r.addClaim("faithfulness", "A.", "supported", 0.9, "1", 0, 2);
            em.persist(r);
        });
        db.execute("update validation_record set created_at = TIMESTAMP '" + at.toString().replace('T', ' ')
                .replace("Z", "") + "' where request_id = '" + requestId + "'");
    }

    private long count(String table) {
        return db.read(em -> ((Number) em.createNativeQuery("select count(*) from " + table).getSingleResult())
                .longValue());
    }

    private int purgeRecords(Instant cutoff, int max) {
        return db.transaction(em -> {
            Recorder recorder = new Recorder();
            recorder.em = em;
            return recorder.purgeOlderThan(cutoff, max);
        });
    }

    @Test
    void deletesOnlyRecordsOlderThanTheCutoffWithTheirRunsAndClaimsInBatches() {
        Instant cutoff = now.minus(90, ChronoUnit.DAYS);
        for (int i = 0; i < 5; i++) {
            record("old-" + i, cutoff.minus(i + 1, ChronoUnit.DAYS));
        }
        record("recent", cutoff.plus(1, ChronoUnit.DAYS));

        assertThat(purgeRecords(cutoff, 3)).isEqualTo(3);
        assertThat(purgeRecords(cutoff, 3)).isEqualTo(2);
        assertThat(purgeRecords(cutoff, 3)).isZero();

        assertThat(count("validation_record")).isEqualTo(1);
        assertThat(count("validator_result")).isEqualTo(1);
        assertThat(count("recorded_claim")).isEqualTo(1);
    }

    @Test
    void deletesHistogramHoursOlderThanTheCutoff() {
        Instant cutoff = now.minus(90, ChronoUnit.DAYS).truncatedTo(ChronoUnit.HOURS);
        db.run(em -> {
            em.persist(new HistogramBucket("northwind", "pii-leakage", "pii_email", cutoff.minus(1, ChronoUnit.HOURS), 3));
            em.persist(new HistogramBucket("northwind", "pii-leakage", "pii_email", cutoff, 2));
        });

        purgeRecords(cutoff, 10);

        assertThat(count("histogram_bucket")).isEqualTo(1);
    }
}
