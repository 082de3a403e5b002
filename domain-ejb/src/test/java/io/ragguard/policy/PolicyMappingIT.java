package io.ragguard.policy;

import io.ragguard.database.TestDatabase;
import io.ragguard.policy.boundary.PolicyStatus;
import io.ragguard.policy.entity.Policy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The policy table (migration V17) and its entity: a draft stored, published and rolled back, newest first. */
class PolicyMappingIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    @Test
    void storesAPolicyThroughItsStepsWithItsStatusInLowerCase() {
        long id = db.transaction(em -> {
            Policy policy = new Policy("strict", "northwind", "{\"validation.mode\":\"observe\"}", "why", "alice");
            em.persist(policy);
            em.flush();
            return policy.getId();
        });
        db.run(em -> em.find(Policy.class, id).published("{\"validation.mode\":\"\"}", "bob"));

        Policy published = db.read(em -> em.find(Policy.class, id));
        assertThat(published.getStatus()).isEqualTo(PolicyStatus.PUBLISHED);
        assertThat(published.getReplaced()).isEqualTo("{\"validation.mode\":\"\"}");
        assertThat(published.getPublishedBy()).isEqualTo("bob");
        assertThat(published.getPublishedAt()).isNotNull();
        Object stored = db.read(em -> em.createNativeQuery("select status from policy where id = " + id)
                .getSingleResult());
        assertThat(stored).isEqualTo("published");

        db.run(em -> em.find(Policy.class, id).rolledBack("carol"));
        db.run(em -> em.persist(new Policy("later", null, "{}", null, "alice")));

        List<Policy> all = db.read(em -> em.createNamedQuery(Policy.ALL, Policy.class).getResultList());
        assertThat(all).extracting(Policy::getName).containsExactly("later", "strict");
        assertThat(all.get(1).getStatus()).isEqualTo(PolicyStatus.ROLLED_BACK);
        assertThat(all.get(1).getRolledBackBy()).isEqualTo("carol");
        assertThat(all.get(0).getTenantId()).isNull();
    }
}
