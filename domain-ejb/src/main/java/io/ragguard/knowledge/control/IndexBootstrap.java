package io.ragguard.knowledge.control;

import io.ragguard.retrieval.boundary.PassageIndex;
import io.ragguard.knowledge.boundary.KnowledgeIndex;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.annotation.PostConstruct;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.inject.Inject;

import java.lang.System.Logger.Level;

/**
 * Brings every tenant's index in step with the database at start (the index is derived data): a
 * tenant whose index holds another number of passages than the database has chunks is re-indexed.
 * Then retrieval is declared ready.
 */
@Singleton
@Startup
@DependsOn({"SchemaMigration", "DemoData"})
public class IndexBootstrap {

    private static final System.Logger LOG = System.getLogger(IndexBootstrap.class.getName());

    @Inject
    Tenants tenants;

    @Inject
    KnowledgeIndex knowledgeIndex;

    @Inject
    PassageIndex index;

    @PostConstruct
    void rebuild() {
        for (TenantView tenant : tenants.all()) {
            long stored = knowledgeIndex.chunkCount(tenant.id());
            long indexed = index.count(tenant.id());
            if (stored != indexed) {
                int chunks = knowledgeIndex.reindex(tenant.id());
                LOG.log(Level.INFO, "index of {0} rebuilt: {1} chunks", tenant.id(), chunks);
            } else {
                LOG.log(Level.INFO, "index of {0} in step: {1} chunks", tenant.id(), indexed);
            }
        }
        index.markReady();
    }
}
