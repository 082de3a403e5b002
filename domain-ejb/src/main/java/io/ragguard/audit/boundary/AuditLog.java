package io.ragguard.audit.boundary;

import jakarta.persistence.TypedQuery;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import io.ragguard.audit.entity.AuditEvent;
import io.ragguard.database.Like;
import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.util.List;

@Stateless
public class AuditLog {

    @PersistenceContext
    EntityManager em;

    /** Records a change in the caller's transaction, so it is kept exactly when the change is. */
    public void record(String actor, String action, String target, String oldValue, String newValue) {
        em.persist(new AuditEvent(actor, action, target, oldValue, newValue));
    }

    /** A page of the entries the filter selects, newest first. */
    public List<AuditEntry> find(AuditFilter filter, int first, int max) {
        return query(filter, null, "select e from AuditEvent e", " order by e.at desc, e.id desc", AuditEvent.class)
                .setFirstResult(first).setMaxResults(max).getResultStream().map(AuditLog::entry).toList();
    }

    public Optional<AuditEntry> one(long id) {
        return Optional.ofNullable(em.find(AuditEvent.class, id)).map(AuditLog::entry);
    }

    public long count(AuditFilter filter) {
        return query(filter, null, "select count(e) from AuditEvent e", "", Long.class).getSingleResult();
    }

    /**
     * Up to {@code max} entries the filter selects, newest first, after {@code after} (null for the
     * first batch): an export reads batch after batch, each in its own transaction.
     */
    public List<AuditEntry> batch(AuditFilter filter, AuditEntry after, int max) {
        return query(filter, after, "select e from AuditEvent e", " order by e.at desc, e.id desc", AuditEvent.class)
                .setMaxResults(max).getResultStream().map(AuditLog::entry).toList();
    }

    private <T> TypedQuery<T> query(AuditFilter filter, AuditEntry after, String select, String order, Class<T> type) {
        StringBuilder where = new StringBuilder(" where 1 = 1");
        Map<String, Object> parameters = new HashMap<>();
        if (filter.actor() != null) {
            where.append(" and e.actor = :actor");
            parameters.put("actor", filter.actor());
        }
        if (filter.action() != null) {
            where.append(" and (e.action = :action or e.action like :kind escape '!')");
            parameters.put("action", filter.action());
            parameters.put("kind", Like.literal(filter.action()) + ".%");
        }
        if (filter.target() != null) {
            where.append(" and e.target = :target");
            parameters.put("target", filter.target());
        }
        if (filter.from() != null) {
            where.append(" and e.at >= :from");
            parameters.put("from", filter.from());
        }
        if (filter.to() != null) {
            where.append(" and e.at < :to");
            parameters.put("to", filter.to());
        }
        if (after != null) {
            where.append(" and (e.at < :afterAt or e.at = :afterAt and e.id < :afterId)");
            parameters.put("afterAt", after.at());
            parameters.put("afterId", after.id());
        }
        TypedQuery<T> query = em.createQuery(select + where + order, type);
        parameters.forEach(query::setParameter);
        return query;
    }

    private static AuditEntry entry(AuditEvent e) {
        return new AuditEntry(e.getId(), e.getAt(), e.getActor(), e.getAction(), e.getTarget(), e.getOldValue(),
                e.getNewValue());
    }

    public List<AuditEntry> recent(int limit) {
        return em.createNamedQuery(AuditEvent.RECENT, AuditEvent.class)
                .setMaxResults(limit)
                .getResultStream()
                .map(AuditLog::entry)
                .toList();
    }
}
