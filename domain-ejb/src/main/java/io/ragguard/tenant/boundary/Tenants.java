package io.ragguard.tenant.boundary;

import io.ragguard.tenant.entity.Tenant;
import io.ragguard.tenant.entity.TenantTerm;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;


@Stateless
public class Tenants {

    @PersistenceContext
    EntityManager em;

    @Inject
    @ConfigProperty(name = "chat.default.tenant", defaultValue = "northwind")
    Provider<String> defaultTenant;

    /** The tenant named, or the default tenant when {@code id} is null or blank. */
    public TenantView require(String id) {
        String wanted = id == null || id.isBlank() ? defaultTenant.get() : id;
        Tenant tenant = em.find(Tenant.class, wanted);
        if (tenant == null) {
            throw new UnknownTenantException(wanted);
        }
        return view(tenant);
    }

    public List<TenantView> all() {
        return em.createNamedQuery(Tenant.ALL, Tenant.class).getResultList().stream().map(this::view).toList();
    }

    public boolean exists(String id) {
        return em.find(Tenant.class, id) != null;
    }

    public void create(String id, String name, String domain, Map<String, String> terms) {
        em.persist(new Tenant(id, name, domain));
        terms.forEach((canonical, term) -> em.persist(new TenantTerm(id, canonical, term)));
    }

    private TenantView view(Tenant tenant) {
        Map<String, String> terms = new LinkedHashMap<>();
        em.createNamedQuery(TenantTerm.OF_TENANT, TenantTerm.class)
                .setParameter("tenant", tenant.getId())
                .getResultList()
                .forEach(t -> terms.put(t.getCanonical(), t.getTerm()));
        return new TenantView(tenant.getId(), tenant.getName(), tenant.getDomain(), terms);
    }
}
