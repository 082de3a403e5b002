package io.ragguard.knowledge.boundary;

import io.ragguard.knowledge.control.Chunker;
import io.ragguard.knowledge.entity.Chunk;
import io.ragguard.knowledge.entity.KnowledgeDocument;
import io.ragguard.retrieval.control.IndexedPassage;
import io.ragguard.retrieval.control.LuceneIndex;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Stores knowledge documents with their chunks and keeps each tenant's index in step. */
@Stateless
public class Knowledge {

    @PersistenceContext
    EntityManager em;

    @Inject
    LuceneIndex index;

    @Inject
    @ConfigProperty(name = "knowledge.chunk.size", defaultValue = "600")
    Provider<Integer> chunkSize;

    @Inject
    @ConfigProperty(name = "knowledge.chunk.overlap", defaultValue = "1")
    Provider<Integer> chunkOverlap;

    /** Stores a document, cuts it into chunks and indexes them; returns the document's id. */
    public long add(String tenant, String title, String sourceId, String content) {
        KnowledgeDocument document = new KnowledgeDocument(tenant, title, sourceId, content);
        em.persist(document);
        List<Chunk> chunks = new ArrayList<>();
        int ordinal = 0;
        for (String text : new Chunker(chunkSize.get(), chunkOverlap.get()).chunk(content)) {
            Chunk chunk = new Chunk(document, ordinal++, text);
            em.persist(chunk);
            chunks.add(chunk);
        }
        em.flush();
        index.add(tenant, chunks.stream().map(Knowledge::indexed).toList());
        return document.getId();
    }

    /** How many documents each tenant has. */
    public Map<String, Long> documentCounts() {
        Map<String, Long> counts = new TreeMap<>();
        em.createNamedQuery(KnowledgeDocument.COUNT_BY_TENANT, Object[].class).getResultList()
                .forEach(row -> counts.put((String) row[0], (Long) row[1]));
        return counts;
    }

    /** Rebuilds a tenant's index from the database, the source of truth; returns the chunk count. */
    public int reindex(String tenant) {
        List<IndexedPassage> passages = em.createNamedQuery(Chunk.OF_TENANT, Chunk.class)
                .setParameter("tenant", tenant)
                .getResultStream()
                .map(Knowledge::indexed)
                .toList();
        index.replaceAll(tenant, passages);
        return passages.size();
    }

    private static IndexedPassage indexed(Chunk chunk) {
        KnowledgeDocument document = chunk.getDocument();
        return new IndexedPassage(chunk.getId(), document.getId(), document.getTitle(), document.getSourceId(),
                chunk.getText());
    }
}
