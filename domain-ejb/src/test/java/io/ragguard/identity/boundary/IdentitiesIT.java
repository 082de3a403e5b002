package io.ragguard.identity.boundary;

import io.ragguard.database.TestDatabase;
import io.ragguard.tenant.entity.Tenant;
import jakarta.persistence.EntityManager;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import static org.assertj.core.api.Assertions.assertThat;

/** The boundary on a real entity manager: versions and the single active prompt. */
class IdentitiesIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    @BeforeEach
    void addTenants() {
        db.run(em -> {
            em.persist(new Tenant("northwind", "Northwind Retail", "retail"));
            em.persist(new Tenant("medica", "Medica Pharma", "pharma"));
        });
    }

    private static Identities on(EntityManager em) {
        Identities identities = new Identities();
        identities.em = em;
        return identities;
    }

    private String activePrompt(String tenant) {
        return db.read(em -> on(em).activePrompt(tenant));
    }

    @Test
    void fallsBackWithoutAPrompt() {
        assertThat(activePrompt("northwind")).isEqualTo(Identities.FALLBACK);
    }

    @Test
    void publishesNumberedVersionsAndActivatesTheLatest() {
        int first = db.transaction(em -> on(em).publish("northwind", "You help shoppers.", "alice"));
        int second = db.transaction(em -> on(em).publish("northwind", "You help shoppers politely.", "bob"));
        int other = db.transaction(em -> on(em).publish("medica", "You inform professionals.", "alice"));

        assertThat(first).isEqualTo(1);
        assertThat(second).isEqualTo(2);
        assertThat(other).isEqualTo(1);
        assertThat(activePrompt("northwind")).isEqualTo("You help shoppers politely.");
        assertThat(activePrompt("medica")).isEqualTo("You inform professionals.");
        long active = db.read(em -> em.createQuery(
                "select count(p) from IdentityPrompt p where p.tenantId = 'northwind' and p.active = true", Long.class)
                .getSingleResult());
        assertThat(active).isEqualTo(1);
    }

    @Test
    void publishesTwiceInOneTransaction() {
        int version = db.transaction(em -> {
            on(em).publish("northwind", "Draft.", "alice");
            return on(em).publish("northwind", "Final.", "alice");
        });

        assertThat(version).isEqualTo(2);
        assertThat(activePrompt("northwind")).isEqualTo("Final.");
    }
}
