package io.ragguard.guardrail.boundary;

import io.ragguard.audit.boundary.AuditLog;
import io.ragguard.guardrail.control.GuardrailSync;
import io.ragguard.guardrail.entity.GuardEntry;
import io.ragguard.tenant.boundary.Tenants;
import io.ragguard.tenant.boundary.UnknownTenantException;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.util.List;

/**
 * Lists, adds and removes guard list entries. Every change is audited and reaches the validators'
 * snapshot before the call returns.
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
                .filter(e -> kind == null || kind.equals(e.getKind()))
                .map(GuardrailSync::viewOf)
                .toList();
    }

    /**
     * Stores the draft. Callers check {@link GuardEntryDraft#problem()} first; a draft with a problem
     * is an {@link IllegalArgumentException}, an unknown tenant an {@link UnknownTenantException}.
     */
    public GuardEntryView add(GuardEntryDraft draft, String actor) {
        GuardEntryDraft entry = draft.normalized();
        entry.problem().ifPresent(p -> {
            throw new IllegalArgumentException(p.field() + ": " + p.message());
        });
        if (entry.tenant() != null && !tenants.exists(entry.tenant())) {
            throw new UnknownTenantException(entry.tenant());
        }
        GuardEntry stored = new GuardEntry(entry.kind(), entry.tenant(), entry.pattern(), entry.detail(), actor);
        em.persist(stored);
        em.flush();
        audit.record(actor, "guardrail.add", "guardrail " + stored.getId(), null, stored.describe());
        sync.reload();
        return GuardrailSync.viewOf(stored);
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
}
