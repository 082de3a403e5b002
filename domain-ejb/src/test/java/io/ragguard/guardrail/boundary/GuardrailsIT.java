package io.ragguard.guardrail.boundary;

import io.ragguard.audit.boundary.CapturedAudit;
import io.ragguard.database.TestDatabase;
import io.ragguard.tenant.boundary.TenantDeleted;
import io.ragguard.tenant.boundary.Tenants;
import io.ragguard.tenant.boundary.UnknownTenantException;
import io.ragguard.tenant.entity.Tenant;
import jakarta.persistence.EntityManager;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The boundary on a real entity manager over the seeded guard lists: entries changed (audited, the
 * snapshot reloaded), and a deleted tenant's own entries removed while every tenant's stay.
 */
class GuardrailsIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    private final CapturedAudit audited = new CapturedAudit();
    private int reloads;

    @BeforeEach
    void addTenants() {
        db.run(em -> {
            em.persist(new Tenant("northwind", "Northwind Outfitters", "retail"));
            em.persist(new Tenant("bluebay", "Bluebay Home & Garden", "retail"));
        });
    }

    private Guardrails on(EntityManager em) {
        Guardrails guardrails = new Guardrails();
        guardrails.em = em;
        guardrails.audit = audited;
        guardrails.sync = new GuardrailSync() {
            @Override
            public void reload() {
                reloads++;
            }
        };
        guardrails.tenants = new Tenants() {
            @Override
            public boolean exists(String id) {
                return em.find(Tenant.class, id) != null;
            }
        };
        return guardrails;
    }

    private List<GuardEntryView> all() {
        return db.read(em -> on(em).all(null));
    }

    private GuardEntryView add(String kind, String tenant, String pattern, String detail) {
        return db.transaction(em -> on(em).add(new GuardEntryDraft(kind, tenant, pattern, detail), "alice"));
    }

    @Test
    void changesAnEntryKeepingItsAuthorAuditedAndReloaded() {
        GuardEntryView added = add("denied_topic", "northwind", "volcanoes", "Tours into erupting volcano craters.");
        audited.entries().clear();
        int before = reloads;

        Optional<GuardEntryView> changed = db.transaction(em -> on(em).update(added.id(),
                new GuardEntryDraft(" harm_test ", "bluebay", " lava ", "a word may carry a note"), "bob"));

        assertThat(changed).get().satisfies(e -> {
            assertThat(e.id()).isEqualTo(added.id());
            assertThat(e.kind()).isEqualTo(GuardKind.harm("test"));
            assertThat(e.tenant()).isEqualTo("bluebay");
            assertThat(e.pattern()).isEqualTo("lava");
            assertThat(e.createdBy()).isEqualTo("alice");
        });
        assertThat(all()).filteredOn(e -> e.id() == added.id()).containsExactly(changed.get());
        assertThat(audited.entries()).containsExactly("bob | guardrail.update | guardrail " + added.id()
                + " | denied_topic@northwind: volcanoes -> Tours into erupting volcano craters."
                + " | harm_test@bluebay: lava -> a word may carry a note");
        assertThat(reloads).isEqualTo(before + 1);
    }

    @Test
    void auditsNoChangeWhenAnEntryIsSavedAsItWas() {
        GuardEntryView added = add("required_section", "northwind", "Summary", null);
        audited.entries().clear();

        db.transaction(em -> on(em).update(added.id(), new GuardEntryDraft("required_section", "northwind",
                "Summary", null), "bob"));

        assertThat(audited.entries()).isEmpty();
    }

    @Test
    void answersEmptyForAnUnknownEntryAndRefusesAnUnknownTenantOrADraftWithAProblem() {
        GuardEntryView added = add("harm_test", null, "lava", null);

        Optional<GuardEntryView> unknown = db.transaction(em -> on(em).update(987_654_321L,
                new GuardEntryDraft("harm_test", null, "x", null), "bob"));
        assertThat(unknown).isEmpty();
        assertThatThrownBy(() -> db.transaction(em -> on(em).update(added.id(),
                new GuardEntryDraft("harm_test", "nobody", "x", null), "bob")))
                .isInstanceOf(UnknownTenantException.class);
        assertThatThrownBy(() -> db.transaction(em -> on(em).update(added.id(),
                new GuardEntryDraft("identity_claim", null, "I am (ChatGPT", null), "bob")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("pattern:");
        assertThat(all()).filteredOn(e -> e.id() == added.id()).singleElement()
                .extracting(GuardEntryView::pattern).isEqualTo("lava");
    }

    @Test
    void removesADeletedTenantsOwnEntriesEachAuditedAndKeepsTheOthers() {
        add("harm_test", "northwind", "lava", null);
        add("harm_test", "bluebay", "ash", null);
        long everyTenant = all().stream().filter(e -> e.tenant() == null).count();
        long bluebay = all().stream().filter(e -> "bluebay".equals(e.tenant())).count();
        long northwind = all().stream().filter(e -> "northwind".equals(e.tenant())).count();
        audited.entries().clear();
        int before = reloads;

        db.run(em -> on(em).forget(new TenantDeleted("northwind", "carol")));
        db.run(em -> em.remove(em.find(Tenant.class, "northwind")));

        assertThat(northwind).as("the seeded medical_diagnosis topic and lava").isEqualTo(2);
        assertThat(all()).noneMatch(e -> "northwind".equals(e.tenant()));
        assertThat(all().stream().filter(e -> e.tenant() == null).count()).isEqualTo(everyTenant);
        assertThat(all().stream().filter(e -> "bluebay".equals(e.tenant())).count()).isEqualTo(bluebay);
        assertThat(audited.entries()).hasSize(2)
                .allMatch(line -> line.startsWith("carol | guardrail.remove | guardrail "))
                .allMatch(line -> line.contains("@northwind: "))
                .anyMatch(line -> line.contains("harm_test@northwind: lava | null"));
        assertThat(reloads).isEqualTo(before + 1);
    }
}
