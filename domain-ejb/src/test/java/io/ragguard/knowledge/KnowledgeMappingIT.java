package io.ragguard.knowledge;

import io.ragguard.database.TestDatabase;
import io.ragguard.knowledge.boundary.ChunkView;
import io.ragguard.knowledge.boundary.DocumentPage;
import io.ragguard.knowledge.boundary.DocumentSummary;
import io.ragguard.knowledge.control.Catalogs;
import io.ragguard.knowledge.entity.Chunk;
import io.ragguard.knowledge.entity.DocumentText;
import io.ragguard.knowledge.entity.KnowledgeDocument;
import io.ragguard.tenant.entity.Tenant;
import jakarta.persistence.PersistenceException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

class KnowledgeMappingIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    @BeforeEach
    void addTenants() {
        db.run(em -> {
            em.persist(new Tenant("northwind", "Northwind Retail", "retail"));
            em.persist(new Tenant("medica", "Medica Pharma", "pharma"));
            em.persist(new Tenant("empty", "No Documents", "retail"));
        });
    }

    private long addDocument(String tenant, String title, String... chunks) {
        return db.transaction(em -> {
            KnowledgeDocument document = new KnowledgeDocument(tenant, title, title.toLowerCase() + ".md");
            em.persist(document);
            em.persist(new DocumentText(document, String.join(" ", chunks)));
            for (int i = 0; i < chunks.length; i++) {
                em.persist(new Chunk(document, i, chunks[i]));
            }
            return document.getId();
        });
    }

    @Test
    void countsDocumentsOfEachTenantThatHasAny() {
        addDocument("northwind", "Returns", "Returns are accepted.");
        addDocument("northwind", "Delivery", "Delivery is free.");
        addDocument("medica", "Storage", "Store cold.");

        Map<String, Long> counts = new TreeMap<>();
        db.read(em -> em.createNamedQuery(KnowledgeDocument.COUNT_BY_TENANT, Object[].class).getResultList())
                .forEach(row -> counts.put((String) row[0], (Long) row[1]));

        assertThat(counts).containsExactly(Map.entry("medica", 1L), Map.entry("northwind", 2L));
    }

    @Test
    void listsTheChunksOfOneTenantInOrderWithTheirDocument() {
        long returns = addDocument("northwind", "Returns", "Returns are accepted.", "Refunds take a week.");
        addDocument("medica", "Storage", "Store cold.");
        long delivery = addDocument("northwind", "Delivery", "Delivery is free.");

        List<Chunk> chunks = db.read(em -> em.createNamedQuery(Chunk.OF_TENANT, Chunk.class)
                .setParameter("tenant", "northwind").getResultList());

        // read after the entity manager is closed: the document must have been fetched with the chunk
        assertThat(chunks)
                .extracting(Chunk::getTenantId, Chunk::getOrdinal, Chunk::getText,
                        c -> c.getDocument().getId(), c -> c.getDocument().getTitle(),
                        c -> c.getDocument().getSourceId())
                .containsExactly(
                        tuple("northwind", 0, "Returns are accepted.", returns, "Returns", "returns.md"),
                        tuple("northwind", 1, "Refunds take a week.", returns, "Returns", "returns.md"),
                        tuple("northwind", 0, "Delivery is free.", delivery, "Delivery", "delivery.md"));
        assertThat(chunks).extracting(Chunk::getId).isSorted();
    }

    @Test
    void keepsLongDocumentsAndChunksWhole() {
        String content = "Unopened items can be returned within thirty days of purchase. ".repeat(400);
        long id = addDocument("northwind", "Returns", content);

        KnowledgeDocument found = db.read(em -> em.find(KnowledgeDocument.class, id));
        DocumentText text = db.read(em -> em.find(DocumentText.class, id));
        List<Chunk> chunks = db.read(em -> em.createNamedQuery(Chunk.OF_TENANT, Chunk.class)
                .setParameter("tenant", "northwind").getResultList());

        assertThat(text.getContent()).isEqualTo(content);
        assertThat(found.getTenantId()).isEqualTo("northwind");
        assertThat(chunks).singleElement().extracting(Chunk::getText).isEqualTo(content);
    }

    @Test
    void refusesADocumentOfAnUnknownTenant() {
        assertThatThrownBy(() -> addDocument("nobody", "Returns", "Returns are accepted."))
                .isInstanceOf(PersistenceException.class);
    }

    @Test
    void deletingADocumentDeletesItsChunks() {
        long returns = addDocument("northwind", "Returns", "Returns are accepted.", "Refunds take a week.");
        addDocument("northwind", "Delivery", "Delivery is free.");

        db.run(em -> em.createQuery("delete from KnowledgeDocument d where d.id = :id")
                .setParameter("id", returns).executeUpdate());

        List<Chunk> left = db.read(em -> em.createNamedQuery(Chunk.OF_TENANT, Chunk.class)
                .setParameter("tenant", "northwind").getResultList());
        assertThat(left).extracting(Chunk::getText).containsExactly("Delivery is free.");
        DocumentText text = db.read(em -> em.find(DocumentText.class, returns));
        assertThat(text).as("its text").isNull();
    }

    @Test
    void keepsMetadataAsAJsonObjectOfStrings() {
        long id = db.transaction(em -> {
            KnowledgeDocument document = new KnowledgeDocument("northwind", "Lanterns", "kb/lanterns",
                    Map.of("lang", "en", "owner", "Quote \" and ü"));
            em.persist(document);
            return document.getId();
        });

        KnowledgeDocument found = db.read(em -> em.find(KnowledgeDocument.class, id));

        assertThat(found.getMetadata()).containsExactly(Map.entry("lang", "en"), Map.entry("owner", "Quote \" and ü"));
        assertThat(found.getCreatedAt()).isNotNull();
        assertThat(KnowledgeDocument.metadata(null)).isEmpty();
    }

    @Test
    void namesADocumentWithoutSourceIdAfterItsId() {
        long id = db.transaction(em -> {
            KnowledgeDocument document = new KnowledgeDocument("northwind", "Lanterns", null, Map.of());
            em.persist(document);
            document.nameSourceAfterId();
            return document.getId();
        });

        assertThat(db.read(em -> em.find(KnowledgeDocument.class, id)).getSourceId()).isEqualTo("doc-" + id);
    }

    @Test
    void listsDocumentsNewestFirstWithTheirChunkCountsAndWithoutContent() {
        long returns = addDocument("northwind", "Returns", "Returns are accepted.", "Refunds take a week.");
        long storage = addDocument("medica", "Storage", "Store cold.");
        long delivery = addDocument("northwind", "Delivery", "Delivery is free.");

        DocumentPage all = db.read(em -> Catalogs.reading(em).page(null, null, 0, 10));
        DocumentPage northwind = db.read(em -> Catalogs.reading(em).page("northwind", null, 1, 5));
        DocumentPage titled = db.read(em -> Catalogs.reading(em).page(null, "ELIV", 0, 10));
        DocumentPage literal = db.read(em -> Catalogs.reading(em).page(null, "%", 0, 10));

        assertThat(all.items()).extracting(DocumentSummary::id, DocumentSummary::chunks)
                .containsExactly(tuple(delivery, 1L), tuple(storage, 1L), tuple(returns, 2L));
        assertThat(all.total()).isEqualTo(3L);
        assertThat(northwind.total()).isEqualTo(2L);
        assertThat(northwind.items()).singleElement().satisfies(row -> {
            assertThat(row.id()).isEqualTo(returns);
            assertThat(row.tenant()).isEqualTo("northwind");
            assertThat(row.title()).isEqualTo("Returns");
            assertThat(row.sourceId()).isEqualTo("returns.md");
        });
        assertThat(titled.items()).extracting(DocumentSummary::id).as("by title, in any case").containsExactly(delivery);
        assertThat(literal.total()).as("a wildcard is a literal character").isZero();
        List<ChunkView> chunks = db.read(em -> Catalogs.reading(em).chunks(returns));
        assertThat(chunks).extracting(ChunkView::ordinal, ChunkView::text)
                .containsExactly(tuple(0, "Returns are accepted."), tuple(1, "Refunds take a week."));
        Long chunksOfReturns = db.read(em -> em.createNamedQuery(KnowledgeDocument.CHUNK_COUNT, Long.class)
                .setParameter("id", returns).getSingleResult());
        assertThat(chunksOfReturns).isEqualTo(2L);
    }
}
