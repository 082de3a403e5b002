package io.ragguard.integration.boundary;

import io.ragguard.request.Problem;
import io.ragguard.audit.boundary.CapturedAudit;
import io.ragguard.database.TestDatabase;
import io.ragguard.tenant.boundary.TenantDeleted;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.persistence.EntityManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Integration keys on a real database: made once, found by their value only, revoked, expired, scoped. */
class IntegrationKeysIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    private final CapturedAudit audited = new CapturedAudit();

    private IntegrationKeys on(EntityManager em) {
        IntegrationKeys keys = new IntegrationKeys();
        keys.em = em;
        keys.audit = audited;
        keys.tenants = new Tenants() {
            @Override
            public boolean exists(String id) {
                return Set.of("northwind", "bluebay").contains(id);
            }
        };
        return keys;
    }

    private static KeyDraft draft(String name, String... tenants) {
        return new KeyDraft(name, List.of(tenants), null, 60);
    }

    @Test
    void aKeyIsShownOnceStoredAsADigestAndAcceptedUntilRevoked() {
        CreatedKey created = db.transaction(em -> on(em).create(draft("shop frontend", "northwind", "bluebay"), "alice"));

        assertThat(created.key()).startsWith(IntegrationKeys.PREFIX).hasSize(30);
        assertThat(created.view().prefix()).isEqualTo(created.key().substring(0, 7));
        assertThat(created.view().tenants()).containsExactly("bluebay", "northwind");
        String stored = db.read(em -> (String) em.createNativeQuery("select digest from integration_key")
                .getSingleResult());
        assertThat(stored).isEqualTo(IntegrationKeys.digest(created.key())).doesNotContain(created.key());

        Optional<KeyView> accepted = db.read(em -> on(em).authenticate(created.key()));
        Optional<KeyView> wrong = db.read(em -> on(em).authenticate(created.key() + "x"));
        assertThat(accepted).get().extracting(KeyView::name).isEqualTo("shop frontend");
        assertThat(accepted.get().ratePerMinute()).isEqualTo(60);
        assertThat(wrong).isEmpty();

        boolean revoked = db.transaction(em -> on(em).revoke(created.view().id(), "bob"));
        boolean again = db.transaction(em -> on(em).revoke(created.view().id(), "bob"));
        Optional<KeyView> afterRevoke = db.read(em -> on(em).authenticate(created.key()));
        assertThat(revoked).isTrue();
        assertThat(again).isFalse();
        assertThat(afterRevoke).isEmpty();
        assertThat(audited.entries()).containsExactly(
                "alice | key.create | key shop frontend | null | tenants bluebay, northwind; 60 per minute",
                "bob | key.revoke | key shop frontend | null | revoked");
        assertThat(String.join("\n", audited.entries())).doesNotContain(created.key());
    }

    @Test
    void anExpiredKeyIsRefusedAndTheDemoKeyIsInstalledOnce() {
        KeyDraft expired = new KeyDraft("old", List.of("northwind"), Instant.now().minus(Duration.ofMinutes(1)), null);
        db.transaction(em -> on(em).install("rg-old-key", expired, "demo-data"));
        Optional<KeyView> first = db.transaction(em -> on(em).install("rg-demo-key", draft("demo", "northwind"), "demo-data"));
        Optional<KeyView> second = db.transaction(em -> on(em).install("rg-demo-key", draft("demo", "northwind"), "demo-data"));

        Optional<KeyView> old = db.read(em -> on(em).authenticate("rg-old-key"));
        Optional<KeyView> demo = db.read(em -> on(em).authenticate("rg-demo-key"));
        assertThat(old).isEmpty();
        assertThat(first).isPresent();
        assertThat(second).as("installed once").isEmpty();
        assertThat(demo).get().extracting(KeyView::name).isEqualTo("demo");
    }

    @Test
    void refusesAnUnknownTenantOrATakenNameAndForgetsADeletedTenant() {
        assertThatThrownBy(() -> db.transaction(em -> on(em).create(draft("x", "nobody"), "alice")))
                .isInstanceOf(RefusedKeyException.class).hasMessageContaining("nobody");
        CreatedKey key = db.transaction(em -> on(em).create(draft("x", "northwind", "bluebay"), "alice"));
        assertThatThrownBy(() -> db.transaction(em -> on(em).create(draft("x", "northwind"), "alice")))
                .isInstanceOf(RefusedKeyException.class).extracting(e -> ((RefusedKeyException) e).field())
                .isEqualTo("name");

        db.run(em -> on(em).forget(new TenantDeleted("bluebay", "carol")));

        Optional<KeyView> scoped = db.read(em -> on(em).find(key.view().id()));
        assertThat(scoped).get().extracting(KeyView::tenants).isEqualTo(List.of("northwind"));
    }

    @Test
    void refusesANameThatReadsLikeAKeysNameInAnotherCaseOrScript() {
        db.transaction(em -> on(em).create(draft("Demo", "northwind"), "alice"));

        for (String lookalike : List.of("demo", "DEMO", "d\u0435mo", "\uff24emo")) {
            assertThatThrownBy(() -> db.transaction(em -> on(em).create(draft(lookalike, "northwind"), "alice")))
                    .as(lookalike).isInstanceOf(RefusedKeyException.class).hasMessageContaining("Demo");
        }
        assertThat(db.transaction(em -> on(em).create(draft("demo 2", "northwind"), "alice")).view().name())
                .isEqualTo("demo 2");
    }

    @Test
    void aDraftNamesTheFieldAtFault() {
        Instant now = Instant.now();
        assertThat(draft("ok", "northwind").problem(now)).isEmpty();
        assertThat(draft(" ", "northwind").problem(now)).get().extracting(Problem::field).isEqualTo("name");
        assertThat(draft("ok").problem(now)).get().extracting(Problem::field).isEqualTo("tenants");
        assertThat(new KeyDraft("ok", List.of("n"), now.minusSeconds(1), null).problem(now)).get()
                .extracting(Problem::field).isEqualTo("expires_at");
        assertThat(new KeyDraft("ok", List.of("n"), null, 0).problem(now)).get()
                .extracting(Problem::field).isEqualTo("rate_per_minute");
    }
}
