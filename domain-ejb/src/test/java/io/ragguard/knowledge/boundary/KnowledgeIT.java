package io.ragguard.knowledge.boundary;

import io.ragguard.database.TestDatabase;
import io.ragguard.knowledge.entity.Chunk;
import io.ragguard.knowledge.entity.DocumentText;
import io.ragguard.knowledge.entity.IngestJob;
import io.ragguard.knowledge.entity.KnowledgeDocument;
import io.ragguard.tenant.boundary.TenantDeleted;
import io.ragguard.tenant.entity.Tenant;
import jakarta.persistence.EntityManager;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The boundary on a real entity manager: a deleted tenant's knowledge goes, every row of it, and no one else's. */
class KnowledgeIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    @BeforeEach
    void addTenants() {
        db.run(em -> {
            em.persist(new Tenant("northwind", "Northwind Outfitters", "retail"));
            em.persist(new Tenant("medica", "Medica Pharma", "pharma"));
        });
    }

    private static Knowledge on(EntityManager em) {
        Knowledge knowledge = new Knowledge();
        knowledge.em = em;
        return knowledge;
    }

    /** A document with its text, its chunks and its indexing job, as an upload stores them. */
    private void addDocument(String tenant, String title, String... chunks) {
        db.run(em -> {
            KnowledgeDocument document = new KnowledgeDocument(tenant, title, title.toLowerCase() + ".md");
            em.persist(document);
            em.persist(new DocumentText(document, String.join(" ", chunks)));
            for (int i = 0; i < chunks.length; i++) {
                em.persist(new Chunk(document, i, chunks[i]));
            }
            em.flush();
            em.persist(new IngestJob(document.getId(), tenant, chunks.length, "alice"));
        });
    }

    private long count(String table, String tenant) {
        return db.read(em -> ((Number) em.createNativeQuery("select count(*) from " + table
                + (tenant == null ? "" : " where tenant_id = '" + tenant + "'")).getSingleResult()).longValue());
    }

    @Test
    void forgetsADeletedTenantsDocumentsTextsChunksAndJobsSoItsRowCanGo() {
        addDocument("northwind", "Returns", "Returns are accepted.", "Refunds take five days.");
        addDocument("northwind", "Delivery", "Delivery is free.");
        addDocument("medica", "Storage", "Store below 8 degrees.");

        db.run(em -> on(em).forget(new TenantDeleted("northwind", "carol")));
        db.run(em -> em.remove(em.find(Tenant.class, "northwind")));

        assertThat(count("knowledge_document", "northwind")).isZero();
        assertThat(count("chunk", "northwind")).isZero();
        assertThat(count("ingest_job", "northwind")).isZero();
        assertThat(count("knowledge_document_text", null)).isEqualTo(1);
        assertThat(count("knowledge_document", "medica")).isEqualTo(1);
        assertThat(count("chunk", "medica")).isEqualTo(1);
        assertThat(count("ingest_job", "medica")).isEqualTo(1);
        Map<String, Long> documents = db.read(em -> on(em).documentCounts());
        assertThat(documents).containsOnlyKeys("medica");
    }
}
