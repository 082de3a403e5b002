package io.ragguard.identity.boundary;

import io.ragguard.audit.boundary.CapturedAudit;
import java.util.List;

import io.ragguard.database.TestDatabase;
import io.ragguard.tenant.boundary.TenantCreated;
import io.ragguard.tenant.boundary.TenantDeleted;
import io.ragguard.tenant.entity.Tenant;
import jakarta.persistence.EntityManager;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

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

    private final CapturedAudit audited = new CapturedAudit();

    private Identities on(EntityManager em) {
        Identities identities = new Identities();
        identities.em = em;
        identities.audit = audited;
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

    @Test
    void listsEveryVersionNewestFirstAndRollsBackToAnEarlierOneAudited() {
        db.transaction(em -> on(em).publish("northwind", "You help shoppers.", "alice"));
        db.transaction(em -> on(em).publish("northwind", "You help shoppers politely.", "bob"));

        boolean rolledBack = db.transaction(em -> on(em).activate("northwind", 1, "carol"));
        boolean unknown = db.transaction(em -> on(em).activate("northwind", 9, "carol"));
        List<IdentityVersion> versions = db.read(em -> on(em).versions("northwind"));

        assertThat(rolledBack).isTrue();
        assertThat(unknown).isFalse();
        assertThat(activePrompt("northwind")).isEqualTo("You help shoppers.");
        assertThat(versions).extracting(IdentityVersion::version, IdentityVersion::active, IdentityVersion::createdBy)
                .containsExactly(tuple(2, false, "bob"), tuple(1, true, "alice"));
        assertThat(audited.entries()).containsExactly("alice | identity.publish | tenant northwind | null | version 1",
                "bob | identity.publish | tenant northwind | version 1 | version 2",
                "carol | identity.activate | tenant northwind | version 2 | version 1");
        List<IdentityVersion> none = db.read(em -> on(em).versions("medica"));
        assertThat(none).isEmpty();
    }

    @Test
    void givesANewTenantVersionOneNamingItOrThePromptItCameWith() {
        db.run(em -> on(em).publishFirst(new TenantCreated("northwind", "Northwind Retail", null, "alice")));
        db.run(em -> on(em).publishFirst(new TenantCreated("medica", "Medica Pharma", "You inform professionals.",
                "demo-data")));

        List<IdentityVersion> northwind = db.read(em -> on(em).versions("northwind"));
        assertThat(northwind).extracting(IdentityVersion::version, IdentityVersion::active, IdentityVersion::createdBy)
                .containsExactly(tuple(1, true, "alice"));
        assertThat(activePrompt("northwind")).isEqualTo(Identities.firstPrompt("Northwind Retail"))
                .contains("You are the Northwind Retail assistant").contains("do not know");
        assertThat(activePrompt("medica")).isEqualTo("You inform professionals.");
        assertThat(audited.entries()).containsExactly("alice | identity.publish | tenant northwind | null | version 1",
                "demo-data | identity.publish | tenant medica | null | version 1");
    }

    @Test
    void forgetsEveryVersionOfADeletedTenantAndNoOtherSoItsRowCanGo() {
        db.transaction(em -> on(em).publish("northwind", "You help shoppers.", "alice"));
        db.transaction(em -> on(em).publish("northwind", "You help shoppers politely.", "bob"));
        db.transaction(em -> on(em).publish("medica", "You inform professionals.", "alice"));

        db.run(em -> on(em).forget(new TenantDeleted("northwind", "carol")));
        db.run(em -> em.remove(em.find(Tenant.class, "northwind")));

        List<IdentityVersion> northwind = db.read(em -> on(em).versions("northwind"));
        List<IdentityVersion> medica = db.read(em -> on(em).versions("medica"));
        assertThat(northwind).isEmpty();
        assertThat(medica).extracting(IdentityVersion::text).containsExactly("You inform professionals.");
    }
}
