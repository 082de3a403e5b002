package io.ragguard.tenant.boundary;

import io.ragguard.audit.boundary.CapturedAudit;
import io.ragguard.database.TestDatabase;
import io.ragguard.tenant.control.TermCatalog;
import io.ragguard.tenant.entity.Tenant;
import io.ragguard.tenant.entity.TenantTerm;
import jakarta.persistence.EntityManager;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

/**
 * The boundary on a real entity manager: tenants created, changed and deleted with their term catalogs,
 * every change audited, creation and deletion announced to the components that keep something per tenant.
 */
class TenantsIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    private final CapturedAudit audited = new CapturedAudit();
    private final Fired<TenantCreated> created = new Fired<>();
    private final Fired<TenantDeleted> deleted = new Fired<>();

    @BeforeEach
    void addTheDefaultTenant() {
        db.run(em -> {
            em.persist(new Tenant("northwind", "Northwind Outfitters", "retail"));
            em.persist(new TenantTerm("northwind", "customer", "guest"));
            em.persist(new TenantTerm("northwind", "loyalty_program", "Trail Points"));
        });
    }

    private Tenants on(EntityManager em) {
        Tenants tenants = new Tenants();
        tenants.em = em;
        tenants.defaultTenant = () -> "northwind";
        tenants.audit = audited;
        tenants.terms = new TermCatalog(em, audited);
        tenants.created = created;
        tenants.deleted = deleted;
        return tenants;
    }

    private Optional<TenantView> find(String id) {
        return db.read(em -> on(em).find(id));
    }

    private long terms(String tenant) {
        return db.read(em -> em.createQuery("select count(t) from TenantTerm t where t.tenantId = :tenant", Long.class)
                .setParameter("tenant", tenant).getSingleResult());
    }

    @Test
    void createsATenantWithItsCatalogTrimmedAuditedAndAnnounced() {
        Map<String, String> catalog = new LinkedHashMap<>();
        catalog.put("customer", " client ");
        catalog.put("gift_card", "Acme Card");

        TenantView tenant = db.transaction(em -> on(em).create(
                new TenantDraft(" acme ", " Acme Retail ", "retail", catalog), null, "alice"));

        assertThat(tenant).isEqualTo(new TenantView("acme", "Acme Retail", "retail",
                Map.of("customer", "client", "gift_card", "Acme Card")));
        assertThat(find("acme")).contains(tenant);
        assertThat(audited.entries()).containsExactly("alice | tenant.create | tenant acme | null | Acme Retail (retail), 2 terms");
        assertThat(created.events()).containsExactly(new TenantCreated("acme", "Acme Retail", null, "alice"));
    }

    @Test
    void passesTheIdentityPromptItWasGivenOnAndStartsWithoutTermsWhenGivenNone() {
        db.transaction(em -> on(em).create(new TenantDraft("acme", "Acme", "hardware", null), "You help Acme.", "demo-data"));

        assertThat(created.events()).containsExactly(new TenantCreated("acme", "Acme", "You help Acme.", "demo-data"));
        assertThat(find("acme")).get().extracting(TenantView::terms).isEqualTo(Map.of());
    }

    @Test
    void refusesATakenIdAndADraftWithAProblemAndStoresNothing() {
        assertThatThrownBy(() -> db.transaction(em -> on(em).create(
                new TenantDraft("northwind", "Someone Else", "retail", null), null, "alice")))
                .isInstanceOfSatisfying(TenantConflictException.class, e -> {
                    assertThat(e.code()).isEqualTo("tenant_exists");
                    assertThat(e.field()).isEqualTo("id");
                });
        assertThatThrownBy(() -> db.transaction(em -> on(em).create(
                new TenantDraft("Acme", "Acme", "retail", null), null, "alice")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("id:");

        assertThat(find("northwind")).get().extracting(TenantView::name).isEqualTo("Northwind Outfitters");
        List<TenantView> all = db.read(em -> on(em).all());
        assertThat(all).extracting(TenantView::id).containsExactly("northwind");
        assertThat(audited.entries()).isEmpty();
        assertThat(created.events()).isEmpty();
    }

    @Test
    void renamesAndMovesATenantKeepingItsCatalogAndAuditsOnlyAChange() {
        Optional<TenantView> changed = db.transaction(em -> on(em).update(
                new TenantDraft("northwind", "Northwind Trails", "outdoor", null), "bob"));
        db.transaction(em -> on(em).update(new TenantDraft("northwind", "Northwind Trails", "outdoor", null), "bob"));

        assertThat(changed).get().satisfies(t -> {
            assertThat(t.name()).isEqualTo("Northwind Trails");
            assertThat(t.domain()).isEqualTo("outdoor");
            assertThat(t.terms()).containsExactly(entry("customer", "guest"), entry("loyalty_program", "Trail Points"));
        });
        assertThat(find("northwind")).contains(changed.get());
        assertThat(audited.entries()).containsExactly(
                "bob | tenant.update | tenant northwind | Northwind Outfitters (retail) | Northwind Trails (outdoor)");
    }

    @Test
    void replacesTheWholeCatalogWhenAChangeHasTermsEachChangeAudited() {
        Map<String, String> catalog = new LinkedHashMap<>();
        catalog.put("customer", "visitor");
        catalog.put("associate", "guide");

        TenantView changed = db.transaction(em -> on(em).update(
                new TenantDraft("northwind", "Northwind Outfitters", "retail", catalog), "carol")).orElseThrow();

        assertThat(changed.terms()).containsExactly(entry("associate", "guide"), entry("customer", "visitor"));
        assertThat(find("northwind")).get().extracting(TenantView::terms).isEqualTo(changed.terms());
        assertThat(audited.entries()).containsExactly(
                "carol | term.remove | tenant northwind | loyalty_program = Trail Points | null",
                "carol | term.put | tenant northwind | customer = guest | customer = visitor",
                "carol | term.put | tenant northwind | null | associate = guide");
    }

    @Test
    void setsChangesAndRemovesOneTermAuditingEachChange() {
        db.transaction(em -> on(em).putTerm("northwind", "gift_card", " Adventure Card ", "alice"));
        db.transaction(em -> on(em).putTerm("northwind", "gift_card", "Adventure Card", "alice"));
        TenantView changed = db.transaction(em -> on(em).putTerm("northwind", "gift_card", "Trail Card", "bob"))
                .orElseThrow();
        boolean removed = db.transaction(em -> on(em).removeTerm("northwind", "gift_card", "carol"));
        boolean again = db.transaction(em -> on(em).removeTerm("northwind", "gift_card", "carol"));

        assertThat(changed.terms()).containsEntry("gift_card", "Trail Card");
        assertThat(removed).isTrue();
        assertThat(again).isFalse();
        assertThat(find("northwind")).get().extracting(TenantView::terms)
                .isEqualTo(Map.of("customer", "guest", "loyalty_program", "Trail Points"));
        assertThat(audited.entries()).containsExactly(
                "alice | term.put | tenant northwind | null | gift_card = Adventure Card",
                "bob | term.put | tenant northwind | gift_card = Adventure Card | gift_card = Trail Card",
                "carol | term.remove | tenant northwind | gift_card = Trail Card | null");
    }

    @Test
    void refusesATermWithAProblem() {
        assertThatThrownBy(() -> db.transaction(em -> on(em).putTerm("northwind", "Gift Card", "Card", "alice")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("canonical:");
        assertThatThrownBy(() -> db.transaction(em -> on(em).putTerm("northwind", "gift_card", " ", "alice")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("term:");
        assertThat(terms("northwind")).isEqualTo(2);
    }

    @Test
    void answersNothingForATenantThatDoesNotExist() {
        Optional<TenantView> updated = db.transaction(em -> on(em).update(
                new TenantDraft("nobody", "Nobody", "retail", null), "bob"));
        Optional<TenantView> termPut = db.transaction(em -> on(em).putTerm("nobody", "customer", "client", "bob"));
        boolean termRemoved = db.transaction(em -> on(em).removeTerm("nobody", "customer", "bob"));
        boolean removed = db.transaction(em -> on(em).delete("nobody", "bob"));

        assertThat(find("nobody")).isEmpty();
        assertThat(updated).isEmpty();
        assertThat(termPut).isEmpty();
        assertThat(termRemoved).isFalse();
        assertThat(removed).isFalse();
        assertThatThrownBy(() -> db.read(em -> on(em).require("nobody"))).isInstanceOf(UnknownTenantException.class);
        assertThat(audited.entries()).isEmpty();
        assertThat(deleted.events()).isEmpty();
    }

    @Test
    void deletesATenantWithItsCatalogOnceItsObserversRanWhileItStillExisted() {
        db.transaction(em -> on(em).create(new TenantDraft("acme", "Acme Retail", "retail",
                Map.of("customer", "client")), null, "alice"));
        audited.entries().clear();
        List<Boolean> existedWhenObserved = new ArrayList<>();

        boolean gone = db.transaction(em -> {
            deleted.observedBy(event -> existedWhenObserved.add(em.find(Tenant.class, event.id()) != null));
            return on(em).delete("acme", "carol");
        });

        assertThat(gone).isTrue();
        assertThat(existedWhenObserved).containsExactly(true);
        assertThat(deleted.events()).containsExactly(new TenantDeleted("acme", "carol"));
        assertThat(find("acme")).isEmpty();
        assertThat(terms("acme")).isZero();
        assertThat(terms("northwind")).isEqualTo(2);
        assertThat(audited.entries()).containsExactly("carol | tenant.delete | tenant acme | Acme Retail (retail) | null");
    }

    @Test
    void refusesToDeleteTheDefaultTenant() {
        assertThatThrownBy(() -> db.transaction(em -> on(em).delete("northwind", "carol")))
                .isInstanceOfSatisfying(TenantConflictException.class, e -> {
                    assertThat(e.code()).isEqualTo("default_tenant");
                    assertThat(e.getMessage()).contains("northwind", "chat.default.tenant");
                });

        assertThat(find("northwind")).isPresent();
        assertThat(terms("northwind")).isEqualTo(2);
        assertThat(deleted.events()).isEmpty();
        assertThat(audited.entries()).isEmpty();
    }
}
