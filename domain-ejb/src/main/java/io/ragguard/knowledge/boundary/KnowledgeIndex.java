package io.ragguard.knowledge.boundary;

import io.ragguard.knowledge.entity.Chunk;
import io.ragguard.retrieval.boundary.PassageIndex;
import io.ragguard.retrieval.boundary.PassageText;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The tenants' indexes as derived data of the stored knowledge: how many chunks an index should hold,
 * and rebuilding one or all of them from the database, the source of truth.
 */
@Stateless
public class KnowledgeIndex {

    @PersistenceContext
    EntityManager em;

    @Inject
    PassageIndex index;

    @Inject
    Tenants tenants;

    /** How many chunks a tenant has: what its index should hold. */
    public long chunkCount(String tenant) {
        return em.createNamedQuery(Chunk.COUNT_OF_TENANT, Long.class).setParameter("tenant", tenant)
                .getSingleResult();
    }

    /** Rebuilds a tenant's index from the database, the source of truth; returns the chunk count. */
    public int reindex(String tenant) {
        List<PassageText> passages = em.createNamedQuery(Chunk.OF_TENANT, Chunk.class)
                .setParameter("tenant", tenant)
                .getResultStream()
                .map(Knowledge::indexed)
                .toList();
        index.replaceAll(tenant, passages);
        return passages.size();
    }

    /** Rebuilds every tenant's index from the database; returns the chunks indexed per tenant. */
    public Map<String, Integer> reindexAll() {
        Map<String, Integer> chunks = new TreeMap<>();
        tenants.all().forEach(tenant -> chunks.put(tenant.id(), reindex(tenant.id())));
        return chunks;
    }

    /** Rebuilds the index of one existing tenant; returns its chunk count by tenant id. */
    public Map<String, Integer> reindexTenant(String tenant) {
        String id = tenants.require(tenant).id();
        return Map.of(id, reindex(id));
    }
}
