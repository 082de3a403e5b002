package io.ragguard.tenant.boundary;

import io.ragguard.request.Problem;
import io.ragguard.audit.boundary.AuditLog;
import io.ragguard.tenant.control.TermCatalog;
import io.ragguard.tenant.entity.Tenant;
import jakarta.ejb.Stateless;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The tenants and their term catalogs: read, created, renamed, deleted, a term set or removed; every
 * change audited ({@code tenant.*}, {@code term.*}). What other components keep for a tenant follows
 * its creation and deletion through {@link TenantCreated} and {@link TenantDeleted}, so that this
 * component needs none of them.
 */
@Stateless
public class Tenants {

    @PersistenceContext
    EntityManager em;

    @Inject
    @ConfigProperty(name = "chat.default.tenant", defaultValue = "northwind")
    Provider<String> defaultTenant;

    @Inject
    AuditLog audit;

    @Inject
    TermCatalog terms;

    @Inject
    Event<TenantCreated> created;

    @Inject
    Event<TenantDeleted> deleted;

    /** The tenant named, or the default tenant when {@code id} is null or blank. */
    public TenantView require(String id) {
        String wanted = id == null || id.isBlank() ? defaultTenant.get() : id;
        return find(wanted).orElseThrow(() -> new UnknownTenantException(wanted));
    }

    public Optional<TenantView> find(String id) {
        return Optional.ofNullable(id == null ? null : em.find(Tenant.class, id)).map(this::view);
    }

    public List<TenantView> all() {
        return em.createNamedQuery(Tenant.ALL, Tenant.class).getResultList().stream().map(this::view).toList();
    }

    /** The tenant's domain ({@code retail}, {@code pharma}), without its terms; empty for no such tenant. */
    public Optional<String> domainOf(String id) {
        return Optional.ofNullable(id == null ? null : em.find(Tenant.class, id)).map(Tenant::getDomain);
    }

    public boolean exists(String id) {
        return em.find(Tenant.class, id) != null;
    }

    /**
     * Creates a tenant with its term catalog; the observers of {@link TenantCreated} give it an empty
     * index and its first identity prompt, {@code identityPrompt} or, when null, a default naming it.
     *
     * @throws io.ragguard.request.InvalidRequestException for a draft with a {@link TenantDraft#problem()}
     * @throws TenantConflictException when the id is taken
     */
    public TenantView create(TenantDraft draft, String identityPrompt, String actor) {
        TenantDraft tenant = draft.normalized();
        tenant.problem().ifPresent(Problem::raise);
        if (exists(tenant.id())) {
            throw TenantConflictException.exists(tenant.id());
        }
        Map<String, String> catalog = tenant.terms() == null ? Map.of() : tenant.terms();
        Tenant stored = new Tenant(tenant.id(), tenant.name(), tenant.domain());
        em.persist(stored);
        terms.add(tenant.id(), catalog);
        em.flush();
        audit.record(actor, "tenant.create", target(tenant.id()), null,
                stored.describe() + ", " + catalog.size() + (catalog.size() == 1 ? " term" : " terms"));
        created.fire(new TenantCreated(tenant.id(), tenant.name(), identityPrompt, actor));
        return view(stored);
    }

    /**
     * Gives the tenant the draft names ({@code id}, which stays) another name or domain and, when the
     * draft has terms, makes its catalog exactly those; empty when there is no such tenant. A problem is
     * an {@link IllegalArgumentException}, as for {@link #create}.
     */
    public Optional<TenantView> update(TenantDraft draft, String actor) {
        TenantDraft changed = draft.normalized();
        changed.problemOfNameOrDomain().or(changed::problemOfTerms).ifPresent(Problem::raise);
        Tenant tenant = changed.id() == null ? null : em.find(Tenant.class, changed.id());
        if (tenant == null) {
            return Optional.empty();
        }
        String before = tenant.describe();
        if (tenant.change(changed.name(), changed.domain())) {
            audit.record(actor, "tenant.update", target(tenant.getId()), before, tenant.describe());
        }
        if (changed.terms() != null) {
            terms.replace(tenant.getId(), changed.terms(), actor);
        }
        em.flush();
        return Optional.of(view(tenant));
    }

    /**
     * Deletes a tenant, its term catalog and, through the observers of {@link TenantDeleted}, everything
     * else kept for it: knowledge and index, identity prompts, conversations, guard entries, knowledge
     * gaps and setting overrides. Validation records and the audit trail stay. False when there is no
     * such tenant.
     *
     * @throws TenantConflictException for the default tenant ({@code chat.default.tenant})
     */
    public boolean delete(String id, String actor) {
        Tenant tenant = id == null ? null : em.find(Tenant.class, id);
        if (tenant == null) {
            return false;
        }
        if (id.equals(defaultTenant.get())) {
            throw TenantConflictException.defaultTenant(id);
        }
        audit.record(actor, "tenant.delete", target(id), tenant.describe(), null);
        deleted.fire(new TenantDeleted(id, actor));
        terms.removeAll(id);
        em.remove(tenant);
        em.flush();
        return true;
    }

    /**
     * Sets the tenant's word for a canonical concept, adding or changing it; empty when there is no such
     * tenant. A problem ({@link TenantDraft#termProblem}) is refused with it (400 {@code invalid_request}).
     */
    public Optional<TenantView> putTerm(String id, String canonical, String term, String actor) {
        String word = term == null ? null : term.strip();
        TenantDraft.termProblem(canonical, word).ifPresent(Problem::raise);
        Tenant tenant = id == null ? null : em.find(Tenant.class, id);
        if (tenant == null) {
            return Optional.empty();
        }
        terms.set(id, canonical, word, actor);
        em.flush();
        return Optional.of(view(tenant));
    }

    /** Removes the tenant's word for a canonical concept; false when it has none. */
    public boolean removeTerm(String id, String canonical, String actor) {
        boolean removed = terms.remove(id, canonical, actor);
        em.flush();
        return removed;
    }

    private static String target(String id) {
        return "tenant " + id;
    }

    private TenantView view(Tenant tenant) {
        return new TenantView(tenant.getId(), tenant.getName(), tenant.getDomain(), terms.of(tenant.getId()));
    }
}
