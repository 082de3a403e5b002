package io.ragguard.gaps.boundary;

import io.ragguard.gaps.entity.KnowledgeGap;
import io.ragguard.tenant.boundary.TenantDeleted;
import jakarta.ejb.Asynchronous;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.enterprise.event.Observes;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.util.Collection;
import java.lang.System.Logger.Level;
import java.time.Instant;
import java.util.List;

/** Records knowledge gaps for the knowledge team, and lists a tenant's most recent ones. */
@Stateless
public class KnowledgeGaps {

    private static final System.Logger LOG = System.getLogger(KnowledgeGaps.class.getName());

    @PersistenceContext
    EntityManager em;

    /**
     * Records one gap per name, later and on a thread of its own, in a transaction of its own: the
     * validator that found the gaps never waits for the database, a timeout that interrupts that validator
     * never interrupts a write (an interrupted write closes H2's file), and a failure here never touches the
     * request, which may have been rolled back and still keeps them.
     */
    @Asynchronous
    @TransactionAttribute(TransactionAttributeType.REQUIRES_NEW)
    public void record(String tenant, Collection<String> entities, String question) {
        try {
            for (String entity : entities) {
                em.persist(new KnowledgeGap(tenant, entity, question));
            }
            em.flush();
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "knowledge gaps not recorded for " + tenant + ": " + entities, e);
            throw e;
        }
    }

    /** The names a tenant's knowledge lacked most often: how often each was asked for, and when last. */
    public List<GapSummary> summary(String tenant, int limit) {
        return em.createNamedQuery(KnowledgeGap.SUMMARY, Object[].class)
                .setParameter("tenant", tenant)
                .setMaxResults(limit)
                .getResultList().stream()
                .map(row -> new GapSummary((String) row[0], ((Number) row[1]).longValue(), (Instant) row[2]))
                .toList();
    }

    /** The latest gaps of a tenant, newest first. */
    /** A deleted tenant's gaps go with its knowledge: they are what its knowledge team should have added. */
    public void forget(@Observes TenantDeleted tenant) {
        em.createNamedQuery(KnowledgeGap.DELETE_OF_TENANT).setParameter("tenant", tenant.id()).executeUpdate();
    }

    public List<KnowledgeGapView> recent(String tenant, int limit) {
        return em.createNamedQuery(KnowledgeGap.OF_TENANT, KnowledgeGap.class)
                .setParameter("tenant", tenant)
                .setMaxResults(limit)
                .getResultList().stream()
                .map(g -> new KnowledgeGapView(g.getId(), g.getTenantId(), g.getEntityName(), g.getQuestion(),
                        g.getCreatedAt()))
                .toList();
    }
}
