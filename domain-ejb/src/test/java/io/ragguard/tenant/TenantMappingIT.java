package io.ragguard.tenant;

import io.ragguard.database.TestDatabase;
import io.ragguard.tenant.entity.Tenant;
import io.ragguard.tenant.entity.TenantTerm;
import jakarta.persistence.PersistenceException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

class TenantMappingIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    @Test
    void listsAllTenantsById() {
        db.run(em -> {
            em.persist(new Tenant("northwind", "Northwind Retail", "retail"));
            em.persist(new Tenant("medica", "Medica Pharma", "pharma"));
        });

        List<Tenant> tenants = db.read(em -> em.createNamedQuery(Tenant.ALL, Tenant.class).getResultList());

        assertThat(tenants).extracting(Tenant::getId, Tenant::getName, Tenant::getDomain).containsExactly(
                tuple("medica", "Medica Pharma", "pharma"),
                tuple("northwind", "Northwind Retail", "retail"));
    }

    @Test
    void listsATenantsTermsByCanonicalName() {
        db.run(em -> {
            em.persist(new Tenant("northwind", "Northwind Retail", "retail"));
            em.persist(new Tenant("medica", "Medica Pharma", "pharma"));
            em.persist(new TenantTerm("northwind", "store", "shop"));
            em.persist(new TenantTerm("northwind", "loyalty_program", "Northwind Rewards"));
            em.persist(new TenantTerm("medica", "store", "pharmacy"));
        });

        List<TenantTerm> terms = db.read(em -> em.createNamedQuery(TenantTerm.OF_TENANT, TenantTerm.class)
                .setParameter("tenant", "northwind").getResultList());

        assertThat(terms).extracting(TenantTerm::getCanonical, TenantTerm::getTerm).containsExactly(
                tuple("loyalty_program", "Northwind Rewards"),
                tuple("store", "shop"));
    }

    @Test
    void refusesASecondTermForTheSameConcept() {
        db.run(em -> {
            em.persist(new Tenant("northwind", "Northwind Retail", "retail"));
            em.persist(new TenantTerm("northwind", "store", "shop"));
        });

        assertThatThrownBy(() -> db.run(em -> em.persist(new TenantTerm("northwind", "store", "outlet"))))
                .isInstanceOf(PersistenceException.class);
    }

    @Test
    void refusesATermOfAnUnknownTenant() {
        assertThatThrownBy(() -> db.run(em -> em.persist(new TenantTerm("nobody", "store", "shop"))))
                .isInstanceOf(PersistenceException.class);
    }
}
