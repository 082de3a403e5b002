package io.ragguard.monitoring.control;

import io.ragguard.monitoring.boundary.PipelineMetrics;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.annotation.PostConstruct;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.inject.Inject;

/**
 * Brings every tenant's counters into being at zero when the server starts (a tenant created later gets
 * them from {@link PipelineMetrics#created}), so that a dashboard's rate of refusals or declines reads 0
 * rather than no data.
 */
@Singleton
@Startup
@DependsOn("DemoData")
public class MetricsBootstrap {

    @Inject
    Tenants tenants;

    @Inject
    PipelineMetrics metrics;

    @PostConstruct
    void zeros() {
        for (TenantView tenant : tenants.all()) {
            metrics.tenantKnown(tenant.id());
        }
    }
}
