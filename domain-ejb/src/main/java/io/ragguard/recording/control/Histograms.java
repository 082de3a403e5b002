package io.ragguard.recording.control;

import io.ragguard.recording.entity.HistogramBucket;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Counts reasons per tenant, validator and hour. A request only adds to counters in memory, with no lock
 * and no connection; {@link #flush} adds what was counted since the last flush to the database in
 * one transaction of the caller's ({@code Recorder#flushHistograms}, every few seconds). A flush that fails (the
 * database is away, another node inserted the same bucket first) puts its counts back for the next.
 */
@ApplicationScoped
public class Histograms {

    /** A validator's reason, counted once per occurrence. */
    public record Hit(String validator, String reason) {
    }

    /** A hit on one tenant's answers in one hour's bucket. */
    record Key(String tenant, String validator, String reason, Instant bucket) {
    }

    @PersistenceContext
    EntityManager em;

    private final Map<Key, Long> pending = new ConcurrentHashMap<>();

    /** Counts the hits of one answer of {@code tenant} in the hour of {@code at}; nothing is written yet. */
    public void count(String tenant, List<Hit> hits, Instant at) {
        Instant bucket = at.truncatedTo(ChronoUnit.HOURS);
        String of = tenant == null ? "" : tenant;
        for (Hit hit : hits) {
            pending.merge(new Key(of, hit.validator(), hit.reason(), bucket), 1L, Long::sum);
        }
    }

    /** Hits counted and not flushed yet. */
    public long pending() {
        return pending.values().stream().mapToLong(Long::longValue).sum();
    }

    /**
     * Adds the pending counts to their buckets in the caller's transaction, inserting the buckets that do
     * not exist yet, and returns how many hits it wrote. When a statement fails, the counts go back for
     * the next flush and the exception goes on (a commit that fails afterwards loses them: the records
     * they were counted from stay).
     */
    public long flush() {
        Map<Key, Long> taken = take();
        try {
            long written = 0;
            for (Map.Entry<Key, Long> entry : taken.entrySet()) {
                Key key = entry.getKey();
                int updated = em.createNamedQuery(HistogramBucket.INCREMENT)
                        .setParameter("hits", entry.getValue())
                        .setParameter("tenant", key.tenant())
                        .setParameter("validator", key.validator())
                        .setParameter("reason", key.reason())
                        .setParameter("bucket", key.bucket())
                        .executeUpdate();
                if (updated == 0) {
                    em.persist(new HistogramBucket(key.tenant(), key.validator(), key.reason(), key.bucket(),
                            entry.getValue()));
                }
                written += entry.getValue();
            }
            em.flush();
            return written;
        } catch (RuntimeException e) {
            taken.forEach((key, hits) -> pending.merge(key, hits, Long::sum));
            throw e;
        }
    }

    /** Removes the pending counts and returns them; counts added meanwhile stay for the next flush. */
    private Map<Key, Long> take() {
        Map<Key, Long> taken = new HashMap<>();
        for (Key key : List.copyOf(pending.keySet())) {
            Long hits = pending.remove(key);
            if (hits != null) {
                taken.merge(key, hits, Long::sum);
            }
        }
        return taken;
    }
}
