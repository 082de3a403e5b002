package io.ragguard.guardrail;

import io.ragguard.gaps.entity.KnowledgeGap;
import io.ragguard.database.SchemaMigration;
import io.ragguard.guardrail.boundary.GuardEntryDraft;
import io.ragguard.guardrail.boundary.GuardKind;
import io.ragguard.guardrail.entity.GuardEntry;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.Persistence;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/**
 * The guard list and knowledge gap entities over the schema of the Flyway migrations, V3 included,
 * on the RESOURCE_LOCAL unit {@code ragguard-test} ("validate" proves the mappings match).
 */
class GuardrailMappingIT {

    private String url;
    private EntityManagerFactory emf;

    @BeforeEach
    void createDatabase() {
        url = "jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";
        SchemaMigration.configure(Flyway.configure().dataSource(url, "sa", "")).load().migrate();
        emf = Persistence.createEntityManagerFactory("ragguard-test", Map.of(
                "jakarta.persistence.jdbc.url", url,
                "jakarta.persistence.jdbc.user", "sa",
                "jakarta.persistence.jdbc.password", ""));
    }

    @AfterEach
    void dropDatabase() throws SQLException {
        emf.close();
        try (var connection = DriverManager.getConnection(url, "sa", "");
             var statement = connection.createStatement()) {
            statement.execute("SHUTDOWN");
        }
    }

    @Test
    void seedsValidDefaultsForEveryKind() {
        List<GuardEntry> seeded = read(em -> em.createNamedQuery(GuardEntry.ALL, GuardEntry.class).getResultList());

        assertThat(seeded).extracting(GuardEntry::getKind).contains(GuardKind.DENIED_TOPIC, GuardKind.harm("violence"),
                GuardKind.harm("self_harm"), GuardKind.IDENTITY_CLAIM, GuardKind.EGO_CLAIM);
        assertThat(seeded).filteredOn(e -> e.getKind().equals(GuardKind.DENIED_TOPIC))
                .extracting(GuardEntry::getPattern).contains("weapons", "self_harm", "medical_diagnosis");
        assertThat(seeded).allSatisfy(e -> {
            assertThat(new GuardEntryDraft(e.getKind().name(), e.getTenantId(), e.getPattern(), e.getDetail()).problem())
                    .as(e.describe()).isEmpty();
            assertThat(e.getCreatedBy()).isEqualTo("migration");
        });
    }

    @Test
    void seedsIdentityClaimsThatCatchOtherVendorsButNotTheServiceItself() {
        List<Pattern> claims = read(em -> em.createNamedQuery(GuardEntry.ALL, GuardEntry.class).getResultList())
                .stream().filter(e -> e.getKind().equals(GuardKind.IDENTITY_CLAIM))
                .map(e -> Pattern.compile(e.getPattern())).toList();

        assertThat(List.of("I am ChatGPT, a model.", "As an OpenAI model, I cannot say.", "I'm Gemini.",
                "I was trained by Google.", "I am the Bluebay Home & Garden shopping assistant."))
                .allSatisfy(text -> assertThat(claims).anySatisfy(p -> assertThat(p.matcher(text).find()).isTrue()));
        assertThat(claims).noneSatisfy(p -> assertThat(
                p.matcher("I am this service's assistant. Returns take 30 days.").find()).isTrue());
    }

    @Test
    void storesAnEntryForOneTenantAndOneForAll() {
        run(em -> em.persist(new GuardEntry(GuardKind.REQUIRED_SECTION, "northwind", "Summary", null, "alice")));
        run(em -> em.persist(new GuardEntry(GuardKind.harm("gambling"), null, "casino", null, "bob")));

        List<GuardEntry> added = read(em -> em.createNamedQuery(GuardEntry.ALL, GuardEntry.class).getResultList())
                .stream().filter(e -> !e.getCreatedBy().equals("migration")).toList();

        assertThat(added).extracting(e -> e.getKind().name(), GuardEntry::getTenantId, GuardEntry::getPattern)
                .containsExactly(
                        tuple("harm_gambling", null, "casino"),
                        tuple("required_section", "northwind", "Summary"));
        assertThat(added).allSatisfy(e -> assertThat(e.getCreatedAt()).isNotNull());
    }

    @Test
    void listsATenantsKnowledgeGapsNewestFirstAndCutsLongNames() {
        run(em -> em.persist(new KnowledgeGap("northwind", "Summit Pro 3", "Is the Summit Pro 3 waterproof?")));
        run(em -> em.persist(new KnowledgeGap("bluebay", "Rose Hall", "Where is Rose Hall?")));
        run(em -> em.persist(new KnowledgeGap("northwind", "X".repeat(600), "q")));

        List<KnowledgeGap> gaps = read(em -> em.createNamedQuery(KnowledgeGap.OF_TENANT, KnowledgeGap.class)
                .setParameter("tenant", "northwind").getResultList());

        assertThat(gaps).hasSize(2);
        assertThat(gaps.get(0).getEntityName()).hasSize(500);
        assertThat(gaps.get(1).getEntityName()).isEqualTo("Summit Pro 3");
        assertThat(gaps.get(1).getQuestion()).isEqualTo("Is the Summit Pro 3 waterproof?");
    }

    private void run(Consumer<EntityManager> work) {
        EntityManager em = emf.createEntityManager();
        try {
            em.getTransaction().begin();
            work.accept(em);
            em.getTransaction().commit();
        } finally {
            if (em.getTransaction().isActive()) {
                em.getTransaction().rollback();
            }
            em.close();
        }
    }

    private <T> T read(Function<EntityManager, T> work) {
        EntityManager em = emf.createEntityManager();
        try {
            return work.apply(em);
        } finally {
            em.close();
        }
    }
}
