package io.ragguard.coverage.boundary;

import io.ragguard.database.TestDatabase;
import io.ragguard.tenant.boundary.TenantDeleted;
import jakarta.persistence.EntityManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The boundary on a real entity manager: a deleted tenant's gaps go with it. */
class KnowledgeGapsIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    private static KnowledgeGaps on(EntityManager em) {
        KnowledgeGaps gaps = new KnowledgeGaps();
        gaps.em = em;
        return gaps;
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
