package io.ragguard.gaps.boundary;

import io.ragguard.database.TestDatabase;
import io.ragguard.tenant.boundary.TenantDeleted;
import jakarta.persistence.EntityManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

/**
 * The names a tenant's knowledge lacked, on a real database: the latest, the most asked for, and none
 * left once the tenant is deleted.
 */
class KnowledgeGapsIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    private static KnowledgeGaps on(EntityManager em) {
        KnowledgeGaps gaps = new KnowledgeGaps();
        gaps.em = em;
        return gaps;
    }

    @Test
    void summarisesTheMostAskedForNamesOfOneTenant() {
        db.run(em -> on(em).record("northwind", List.of("Lantern X2", "Kayak"), "Is the Lantern X2 waterproof?"));
        db.run(em -> on(em).record("northwind", List.of("Lantern X2"), "How bright is the Lantern X2?"));
        db.run(em -> on(em).record("medica", List.of("Lantern X2"), "Another tenant's question"));

        List<GapSummary> summary = db.read(em -> on(em).summary("northwind", 10));
        List<KnowledgeGapView> recent = db.read(em -> on(em).recent("northwind", 1));

        assertThat(summary).extracting(GapSummary::entity, GapSummary::asked)
                .containsExactly(tuple("Lantern X2", 2L), tuple("Kayak", 1L));
        assertThat(summary.get(0).lastAsked()).isAfterOrEqualTo(summary.get(1).lastAsked());
        assertThat(recent).singleElement().extracting(KnowledgeGapView::question)
                .isEqualTo("How bright is the Lantern X2?");
    }

    @Test
    void forgetsTheGapsOfADeletedTenantOnly() {
        db.run(em -> on(em).record("northwind", List.of("Summit Pro 3", "Rose Hall"), "Is the Summit Pro 3 at Rose Hall?"));
        db.run(em -> on(em).record("bluebay", List.of("Rose Hall"), "Where is Rose Hall?"));

        db.run(em -> on(em).forget(new TenantDeleted("northwind", "carol")));

        List<KnowledgeGapView> northwind = db.read(em -> on(em).recent("northwind", 10));
        List<KnowledgeGapView> bluebay = db.read(em -> on(em).recent("bluebay", 10));
        assertThat(northwind).isEmpty();
        assertThat(bluebay).extracting(KnowledgeGapView::entity).containsExactly("Rose Hall");
    }
}
