package io.ragguard.identity;

import io.ragguard.database.TestDatabase;
import io.ragguard.identity.entity.IdentityPrompt;
import io.ragguard.tenant.entity.Tenant;
import jakarta.persistence.PersistenceException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

class IdentityMappingIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    @BeforeEach
    void addTenants() {
        db.run(em -> {
            em.persist(new Tenant("northwind", "Northwind Retail", "retail"));
            em.persist(new Tenant("medica", "Medica Pharma", "pharma"));
        });
    }

    private void publish(String tenant, int version, String prompt, boolean active) {
        db.run(em -> {
            IdentityPrompt p = new IdentityPrompt(tenant, version, prompt, "admin");
            if (active) {
                p.activate();
            }
            em.persist(p);
        });
    }

    private int latestVersion(String tenant) {
        return db.read(em -> em.createNamedQuery(IdentityPrompt.LATEST_VERSION, Integer.class)
                .setParameter("tenant", tenant).getSingleResult());
    }

    private List<IdentityPrompt> active(String tenant) {
        return db.read(em -> em.createNamedQuery(IdentityPrompt.ACTIVE, IdentityPrompt.class)
                .setParameter("tenant", tenant).getResultList());
    }

    @Test
    void latestVersionIsZeroWithoutPrompts() {
        assertThat(latestVersion("northwind")).isZero();
    }

    @Test
    void latestVersionIsTheHighestOfTheTenant() {
        publish("northwind", 1, "You help shoppers.", false);
        publish("northwind", 2, "You help shoppers politely.", true);
        publish("medica", 7, "You inform professionals.", true);

        assertThat(latestVersion("northwind")).isEqualTo(2);
        assertThat(latestVersion("medica")).isEqualTo(7);
    }

    @Test
    void findsTheActivePromptOfTheTenantOnly() {
        publish("northwind", 1, "You help shoppers.", false);
        publish("northwind", 2, "You help shoppers politely.", true);
        publish("medica", 1, "You inform professionals.", true);

        assertThat(active("northwind")).extracting(IdentityPrompt::getVersion, IdentityPrompt::getPrompt)
                .containsExactly(tuple(2, "You help shoppers politely."));
        assertThat(active("nobody")).isEmpty();
    }

    @Test
    void deactivatingAPromptIsStored() {
        publish("northwind", 1, "You help shoppers.", true);

        db.run(em -> em.createNamedQuery(IdentityPrompt.ACTIVE, IdentityPrompt.class)
                .setParameter("tenant", "northwind").getResultList().forEach(IdentityPrompt::deactivate));

        assertThat(active("northwind")).isEmpty();
    }

    @Test
    void keepsALongPromptWhole() {
        String prompt = "Answer only from the knowledge provided and cite every statement. ".repeat(200);
        publish("northwind", 1, prompt, true);

        assertThat(active("northwind")).singleElement().extracting(IdentityPrompt::getPrompt).isEqualTo(prompt);
    }

    @Test
    void refusesTheSameVersionTwice() {
        publish("northwind", 1, "You help shoppers.", true);

        assertThatThrownBy(() -> publish("northwind", 1, "Again.", false)).isInstanceOf(PersistenceException.class);
    }
}
