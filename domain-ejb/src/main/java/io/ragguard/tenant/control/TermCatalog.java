package io.ragguard.tenant.control;

import io.ragguard.audit.boundary.AuditLog;
import io.ragguard.tenant.entity.TenantTerm;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The term catalogs' rows, in the caller's transaction: a tenant's terms read, one set or removed, the
 * whole catalog replaced; each change audited ({@code term.put}, {@code term.remove}, target
 * {@code tenant <id>}, values {@code canonical = term}). Terms are checked by the caller.
 */
@ApplicationScoped
public class TermCatalog {

    @PersistenceContext
    EntityManager em;

    @Inject
    AuditLog audit;

    /** For CDI, which injects the entity manager and the audit log. */
    protected TermCatalog() {
    }

    /** A catalog on this entity manager and audit log, without CDI. */
    public TermCatalog(EntityManager em, AuditLog audit) {
        this.em = em;
        this.audit = audit;
    }

    /** The tenant's terms by canonical concept, in the order of the concepts. */
    public Map<String, String> of(String tenant) {
        Map<String, String> terms = new LinkedHashMap<>();
        rows(tenant).forEach(t -> terms.put(t.getCanonical(), t.getTerm()));
        return terms;
    }

    /** A new tenant's catalog, audited with the tenant's creation. */
    public void add(String tenant, Map<String, String> terms) {
        terms.forEach((canonical, term) -> em.persist(new TenantTerm(tenant, canonical, term)));
    }

    /** Adds the tenant's word for a concept, or changes it; audited when it is new or another word. */
    public void set(String tenant, String canonical, String term, String actor) {
        Optional<TenantTerm> held = row(tenant, canonical);
        if (held.isEmpty()) {
            TenantTerm added = new TenantTerm(tenant, canonical, term);
            em.persist(added);
            audit.record(actor, "term.put", target(tenant), null, added.describe());
        } else if (!held.get().getTerm().equals(term)) {
            String before = held.get().describe();
            held.get().change(term);
            audit.record(actor, "term.put", target(tenant), before, held.get().describe());
        }
    }

    /** Removes the tenant's word for a concept; false when it has none. */
    public boolean remove(String tenant, String canonical, String actor) {
        Optional<TenantTerm> held = row(tenant, canonical);
        held.ifPresent(term -> remove(term, actor));
        return held.isPresent();
    }

    /** Makes the tenant's catalog exactly {@code terms}: what it lacks is removed, the rest set. */
    public void replace(String tenant, Map<String, String> terms, String actor) {
        rows(tenant).stream().filter(held -> !terms.containsKey(held.getCanonical())).forEach(held -> remove(held, actor));
        terms.forEach((canonical, term) -> set(tenant, canonical, term, actor));
    }

    /** A deleted tenant's catalog, audited with the tenant's deletion. */
    public void removeAll(String tenant) {
        em.createNamedQuery(TenantTerm.DELETE_OF_TENANT).setParameter("tenant", tenant).executeUpdate();
    }

    private void remove(TenantTerm term, String actor) {
        audit.record(actor, "term.remove", target(term.getTenantId()), term.describe(), null);
        em.remove(term);
    }

    private Optional<TenantTerm> row(String tenant, String canonical) {
        return em.createNamedQuery(TenantTerm.ONE, TenantTerm.class).setParameter("tenant", tenant)
                .setParameter("canonical", canonical).getResultStream().findFirst();
    }

    private List<TenantTerm> rows(String tenant) {
        return em.createNamedQuery(TenantTerm.OF_TENANT, TenantTerm.class).setParameter("tenant", tenant)
                .getResultList();
    }

    private static String target(String tenant) {
        return "tenant " + tenant;
    }
}
