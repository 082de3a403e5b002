package io.ragguard.guardrail.boundary;

import io.ragguard.request.Problem;
import io.ragguard.audit.boundary.AuditLog;
import io.ragguard.guardrail.entity.GuardEntry;
import io.ragguard.tenant.boundary.TenantDeleted;
import io.ragguard.tenant.boundary.Tenants;
import io.ragguard.tenant.boundary.UnknownTenantException;
import jakarta.ejb.Stateless;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.util.List;
import java.util.Optional;

/**
 * Lists, adds, changes and removes guard list entries. Every change is audited ({@code guardrail.add},
 * {@code guardrail.update}, {@code guardrail.remove}) and reaches the validators' snapshot before the
 * call returns.
 */
@Stateless
public class Guardrails {

    @PersistenceContext
    EntityManager em;

    @Inject
    GuardrailSync sync;

    @Inject
    AuditLog audit;

    @Inject
    Tenants tenants;

    /** Every entry, or those of one kind when {@code kind} is not null. */
    public List<GuardEntryView> all(String kind) {
        return em.createNamedQuery(GuardEntry.ALL, GuardEntry.class).getResultList().stream()
                .filter(e -> kind == null || kind.equals(e.getKind().name()))
                .map(GuardrailSync::viewOf)
                .toList();
    }

    /**
     * Stores the draft. Callers check {@link GuardEntryDraft#problem()} first; a draft with a problem
     * is an {@link IllegalArgumentException}, an unknown tenant an {@link UnknownTenantException}.
     */
    public GuardEntryView add(GuardEntryDraft draft, String actor) {
        GuardEntryDraft entry = checked(draft);
        GuardEntry stored = new GuardEntry(new GuardKind(entry.kind()), entry.tenant(), entry.pattern(), entry.detail(), actor);
        em.persist(stored);
        em.flush();
        audit.record(actor, "guardrail.add", "guardrail " + stored.getId(), null, stored.describe());
        sync.reload();
        return GuardrailSync.viewOf(stored);
    }

    /**
     * Changes an entry to what the draft says (checked as {@link #add} checks it); empty when there is
     * no entry with that id. Its author and creation time stay; the audit trail names who changed it.
     */
    public Optional<GuardEntryView> update(long id, GuardEntryDraft draft, String actor) {
        GuardEntryDraft entry = checked(draft);
        GuardEntry stored = em.find(GuardEntry.class, id);
        if (stored == null) {
            return Optional.empty();
        }
        String before = stored.describe();
        stored.change(new GuardKind(entry.kind()), entry.tenant(), entry.pattern(), entry.detail());
        em.flush();
        if (!before.equals(stored.describe())) {
            audit.record(actor, "guardrail.update", "guardrail " + id, before, stored.describe());
        }
        sync.reload();
        return Optional.of(GuardrailSync.viewOf(stored));
    }

    /** Removes the entry; false when there is none with that id. */
    public boolean remove(long id, String actor) {
        GuardEntry stored = em.find(GuardEntry.class, id);
        if (stored == null) {
            return false;
        }
        audit.record(actor, "guardrail.remove", "guardrail " + id, stored.describe(), null);
        em.remove(stored);
        em.flush();
        sync.reload();
        return true;
    }

    /** A deleted tenant's own entries go, each audited as a removal; those for every tenant stay. */
    public void forget(@Observes TenantDeleted tenant) {
        List<GuardEntry> own = em.createNamedQuery(GuardEntry.OF_TENANT, GuardEntry.class)
                .setParameter("tenant", tenant.id()).getResultList();
        for (GuardEntry entry : own) {
            audit.record(tenant.actor(), "guardrail.remove", "guardrail " + entry.getId(), entry.describe(), null);
            em.remove(entry);
        }
        if (!own.isEmpty()) {
            em.flush();
            sync.reload();
        }
    }

    private GuardEntryDraft checked(GuardEntryDraft draft) {
        GuardEntryDraft entry = draft.normalized();
        entry.problem().ifPresent(Problem::raise);
        if (entry.tenant() != null && !tenants.exists(entry.tenant())) {
            throw new UnknownTenantException(entry.tenant());
        }
        return entry;
    }
}
