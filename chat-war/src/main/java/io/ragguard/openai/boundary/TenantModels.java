package io.ragguard.openai.boundary;

import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.NotFoundException;

import java.util.List;
import java.util.Optional;

/** The OpenAI door's models: each tenant is one, named by its id. */
@ApplicationScoped
public class TenantModels {

    @Inject
    Tenants tenants;

    /**
     * The id of the tenant a model names.
     *
     * @throws NotFoundException (404, as OpenAI answers an unknown model) when no tenant has that id
     */
    public String require(String tenant) {
        return find(tenant).map(TenantView::id).orElseThrow(() -> new NotFoundException("the model " + tenant
                + " does not exist: a model names a tenant (northwind) or a tenant and a model (northwind/gpt-4o-mini)"));
    }

    public Optional<TenantView> find(String tenant) {
        return tenants.find(tenant);
    }

    public List<TenantView> all() {
        return tenants.all();
    }
}
