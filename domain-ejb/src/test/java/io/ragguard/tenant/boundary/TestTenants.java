package io.ragguard.tenant.boundary;

import io.ragguard.audit.boundary.CapturedAudit;
import io.ragguard.tenant.control.TermCatalog;
import jakarta.persistence.EntityManager;

/** The tenants on a plain entity manager, for the tests of components that read them (a tenant's domain). */
public final class TestTenants {

    private TestTenants() {
    }

    /** Tenants that read and write through {@code em}; what they audit is dropped, their events go nowhere. */
    public static Tenants on(EntityManager em) {
        CapturedAudit audit = new CapturedAudit();
        Tenants tenants = new Tenants();
        tenants.em = em;
        tenants.defaultTenant = () -> "northwind";
        tenants.audit = audit;
        tenants.terms = new TermCatalog(em, audit);
        return tenants;
    }
}
