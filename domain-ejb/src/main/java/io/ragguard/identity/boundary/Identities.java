package io.ragguard.identity.boundary;

import io.ragguard.identity.entity.IdentityPrompt;
import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

@Stateless
public class Identities {

    /** Used when a tenant has no identity prompt yet. */
    public static final String FALLBACK = "You are an assistant that answers only from the provided knowledge "
            + "and cites it; when the knowledge does not answer the question, you say that you do not know.";

    @PersistenceContext
    EntityManager em;

    public String activePrompt(String tenant) {
        return em.createNamedQuery(IdentityPrompt.ACTIVE, IdentityPrompt.class)
                .setParameter("tenant", tenant)
                .getResultStream()
                .findFirst()
                .map(IdentityPrompt::getPrompt)
                .orElse(FALLBACK);
    }

    /** Stores a new version of a tenant's prompt and makes it the active one; returns its version. */
    public int publish(String tenant, String prompt, String actor) {
        em.createNamedQuery(IdentityPrompt.ACTIVE, IdentityPrompt.class)
                .setParameter("tenant", tenant)
                .getResultList()
                .forEach(IdentityPrompt::deactivate);
        int version = em.createNamedQuery(IdentityPrompt.LATEST_VERSION, Integer.class)
                .setParameter("tenant", tenant).getSingleResult() + 1;
        IdentityPrompt published = new IdentityPrompt(tenant, version, prompt, actor);
        published.activate();
        em.persist(published);
        return version;
    }
}
