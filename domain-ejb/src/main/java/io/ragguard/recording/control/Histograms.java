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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Counts reasons per validator and hour. The hits of one answer are counted together, serialised on
 * this node, in their own transaction, so a lost race with another node costs that answer's counts,
 * never the record itself.
 */
@Singleton
@Lock(LockType.WRITE)
@TransactionAttribute(TransactionAttributeType.REQUIRES_NEW)
public class Histograms {

    @PersistenceContext
    EntityManager em;

    /** A validator's reason, counted once per occurrence. */
    public record Hit(String validator, String reason) {
    }

    public void increment(List<Hit> hits, Instant at) {
        Instant bucket = at.truncatedTo(ChronoUnit.HOURS);
        Map<Hit, Long> counts = hits.stream()
                .collect(Collectors.groupingBy(h -> h, LinkedHashMap::new, Collectors.counting()));
        counts.forEach((hit, count) -> {
            int updated = em.createNamedQuery(HistogramBucket.INCREMENT)
                    .setParameter("hits", count)
                    .setParameter("validator", hit.validator())
                    .setParameter("reason", hit.reason())
                    .setParameter("bucket", bucket)
                    .executeUpdate();
            if (updated == 0) {
                em.persist(new HistogramBucket(hit.validator(), hit.reason(), bucket, count));
            }
        });
    }
}
