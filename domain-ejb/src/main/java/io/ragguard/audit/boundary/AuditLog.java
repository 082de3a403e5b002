package io.ragguard.audit.boundary;

import io.ragguard.audit.entity.AuditEvent;
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

    public List<AuditEntry> recent(int limit) {
        return em.createNamedQuery(AuditEvent.RECENT, AuditEvent.class)
                .setMaxResults(limit)
                .getResultStream()
                .map(e -> new AuditEntry(e.getId(), e.getAt(), e.getActor(), e.getAction(), e.getTarget(),
                        e.getOldValue(), e.getNewValue()))
                .toList();
    }
}
