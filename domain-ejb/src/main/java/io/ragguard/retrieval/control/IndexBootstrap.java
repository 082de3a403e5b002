package io.ragguard.retrieval.control;

import io.ragguard.knowledge.boundary.Knowledge;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.annotation.PostConstruct;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.inject.Inject;

import java.lang.System.Logger.Level;

/**
 * Rebuilds every tenant's index from the database at start (the index is derived data), then
 * declares retrieval ready.
 */
@Singleton
@Startup
@DependsOn({"SchemaMigration", "DemoData"})
public class IndexBootstrap {

    private static final System.Logger LOG = System.getLogger(IndexBootstrap.class.getName());

    @Inject
    Tenants tenants;

    @Inject
    Knowledge knowledge;

    @Inject
    LuceneIndex index;

    @PostConstruct
    void rebuild() {
        for (TenantView tenant : tenants.all()) {
            int chunks = knowledge.reindex(tenant.id());
            LOG.log(Level.INFO, "index of {0}: {1} chunks", tenant.id(), chunks);
        }
        index.markReady();
    }
}
