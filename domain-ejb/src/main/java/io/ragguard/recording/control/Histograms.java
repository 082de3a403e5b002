package io.ragguard.recording.control;

import io.ragguard.recording.entity.HistogramBucket;
import jakarta.ejb.Lock;
import jakarta.ejb.LockType;
import jakarta.ejb.Singleton;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * Counts reasons per validator and hour. Increments are serialised on this node and run in their
 * own transaction, so a lost race with another node costs one count, never the record itself.
 */
@Singleton
@Lock(LockType.WRITE)
@TransactionAttribute(TransactionAttributeType.REQUIRES_NEW)
public class Histograms {

    @PersistenceContext
    EntityManager em;

    public void increment(String validator, String reason, Instant at) {
        Instant bucket = at.truncatedTo(ChronoUnit.HOURS);
        int updated = em.createNamedQuery(HistogramBucket.INCREMENT)
                .setParameter("validator", validator)
                .setParameter("reason", reason)
                .setParameter("bucket", bucket)
                .executeUpdate();
        if (updated == 0) {
            em.persist(new HistogramBucket(validator, reason, bucket));
        }
    }
}
