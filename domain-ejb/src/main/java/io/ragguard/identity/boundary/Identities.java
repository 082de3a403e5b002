package io.ragguard.identity.boundary;

import io.ragguard.request.InvalidRequestException;

import io.ragguard.audit.boundary.AuditLog;
import io.ragguard.tenant.boundary.TenantCreated;
import io.ragguard.tenant.boundary.TenantDeleted;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;

import io.ragguard.identity.entity.IdentityPrompt;
import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

@Stateless
public class Identities {

    /** Used when a tenant has no identity prompt yet. */
    public static final String FALLBACK = "You are an assistant that answers only from the provided knowledge "
            + "and cites it; when the knowledge does not answer the question, you say that you do not know.";

    /** The first prompt of a tenant created without one: {@link #FALLBACK}'s rules, in the tenant's name. */
    public static String firstPrompt(String tenantName) {
        return "You are the " + tenantName + " assistant. You answer only from the " + tenantName
                + " knowledge base and cite it; when the knowledge base does not answer the question, you say "
                + "that you do not know.";
    }

    /** The longest identity prompt kept. */
    public static final int MAX_CHARS = 20_000;

    @PersistenceContext
    EntityManager em;

    @Inject
    AuditLog audit;

    /** Why a text cannot be published as an identity prompt, or empty when it can. */
    public static Optional<String> problem(String text) {
        if (text == null || text.isBlank()) {
            return Optional.of("the prompt's text is empty");
        }
        if (text.strip().length() > MAX_CHARS) {
            return Optional.of("the prompt must be at most " + MAX_CHARS + " characters");
        }
        return Optional.empty();
    }

    public String activePrompt(String tenant) {
        return em.createNamedQuery(IdentityPrompt.ACTIVE, IdentityPrompt.class)
                .setParameter("tenant", tenant)
                .getResultStream()
                .findFirst()
                .map(IdentityPrompt::getPrompt)
                .orElse(FALLBACK);
    }

    /**
     * Stores a new version of a tenant's prompt, stripped, and makes it the active one (audited); returns its
     * version.
     *
     * @throws InvalidRequestException (field {@code text}) for a prompt with a {@link #problem}
     */
    public int publish(String tenant, String text, String actor) {
        problem(text).ifPresent(problem -> {
            throw new InvalidRequestException("text", problem);
        });
        String prompt = text.strip();
        Integer before = deactivate(tenant);
        int version = em.createNamedQuery(IdentityPrompt.LATEST_VERSION, Integer.class)
                .setParameter("tenant", tenant).getSingleResult() + 1;
        IdentityPrompt published = new IdentityPrompt(tenant, version, prompt, actor);
        published.activate();
        em.persist(published);
        audit.record(actor, "identity.publish", "tenant " + tenant, before == null ? null : "version " + before,
                "version " + version);
        return version;
    }

    /** A new tenant's version 1: the prompt it was created with, or {@link #firstPrompt} naming it. */
    public void publishFirst(@Observes TenantCreated tenant) {
        publish(tenant.id(), tenant.identityPrompt() == null ? firstPrompt(tenant.name()) : tenant.identityPrompt(),
                tenant.actor());
    }

    /** A deleted tenant's versions go with it (the audit trail keeps that they were published). */
    public void forget(@Observes TenantDeleted tenant) {
        em.createNamedQuery(IdentityPrompt.DELETE_OF_TENANT).setParameter("tenant", tenant.id()).executeUpdate();
    }

    /** Every version of a tenant's prompt, newest first (none before the first publish). */
    public List<IdentityVersion> versions(String tenant) {
        return em.createNamedQuery(IdentityPrompt.VERSIONS, IdentityPrompt.class)
                .setParameter("tenant", tenant)
                .getResultStream()
                .map(p -> new IdentityVersion(p.getVersion(), p.getPrompt(), p.getCreatedBy(), p.getCreatedAt(),
                        p.isActive()))
                .toList();
    }

    /**
     * Makes an earlier (or any) version the active one, as a rollback does; audited. False when the
     * tenant has no such version.
     */
    public boolean activate(String tenant, int version, String actor) {
        List<IdentityPrompt> all = em.createNamedQuery(IdentityPrompt.VERSIONS, IdentityPrompt.class)
                .setParameter("tenant", tenant).getResultList();
        IdentityPrompt chosen = all.stream().filter(p -> p.getVersion() == version).findFirst().orElse(null);
        if (chosen == null) {
            return false;
        }
        Integer before = deactivate(tenant);
        chosen.activate();
        audit.record(actor, "identity.activate", "tenant " + tenant, before == null ? null : "version " + before,
                "version " + version);
        return true;
    }

    /** Deactivates the tenant's active version, returning its number (null when none was active). */
    private Integer deactivate(String tenant) {
        List<IdentityPrompt> active = em.createNamedQuery(IdentityPrompt.ACTIVE, IdentityPrompt.class)
                .setParameter("tenant", tenant)
                .getResultList();
        active.forEach(IdentityPrompt::deactivate);
        return active.isEmpty() ? null : active.get(0).getVersion();
    }
}
