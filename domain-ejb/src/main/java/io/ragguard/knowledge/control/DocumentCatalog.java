package io.ragguard.knowledge.control;

import io.ragguard.database.Like;
import io.ragguard.knowledge.boundary.ChunkView;
import io.ragguard.knowledge.boundary.DocumentDetails;
import io.ragguard.knowledge.boundary.DocumentPage;
import io.ragguard.knowledge.boundary.DocumentSummary;
import io.ragguard.knowledge.entity.Chunk;
import io.ragguard.knowledge.entity.DocumentText;
import io.ragguard.knowledge.entity.KnowledgeDocument;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.TypedQuery;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** Reads stored documents: one with its text, or a page of them, newest first, without their text. */
@ApplicationScoped
public class DocumentCatalog {

    @PersistenceContext
    EntityManager em;

    public Optional<DocumentDetails> find(long id) {
        return Optional.ofNullable(em.find(KnowledgeDocument.class, id)).map(d -> new DocumentDetails(d.getId(),
                d.getTenantId(), d.getTitle(), d.getSourceId(), d.getMetadata(),
                Optional.ofNullable(em.find(DocumentText.class, id)).map(DocumentText::getContent).orElse(""),
                em.createNamedQuery(KnowledgeDocument.CHUNK_COUNT, Long.class).setParameter("id", id)
                        .getSingleResult(),
                d.getCreatedAt()));
    }

    /**
     * A page of the documents of one tenant (every tenant's when {@code tenant} is null) whose title holds
     * {@code title} in any case (every document when it is null), newest first, without their content.
     */
    public DocumentPage page(String tenant, String title, int first, int max) {
        StringBuilder where = new StringBuilder(" where 1 = 1");
        Map<String, Object> parameters = new HashMap<>();
        if (tenant != null) {
            where.append(" and d.tenantId = :tenant");
            parameters.put("tenant", tenant);
        }
        if (title != null && !title.isBlank()) {
            where.append(" and lower(d.title) like :title escape '!'");
            parameters.put("title", "%" + Like.literal(title.strip().toLowerCase(Locale.ROOT)) + "%");
        }
        TypedQuery<Object[]> rows = em.createQuery("select d.id, d.tenantId, d.title, d.sourceId, d.metadata, "
                + "d.createdAt, (select count(c) from Chunk c where c.document = d) from KnowledgeDocument d" + where
                + " order by d.createdAt desc, d.id desc", Object[].class);
        TypedQuery<Long> total = em.createQuery("select count(d) from KnowledgeDocument d" + where, Long.class);
        parameters.forEach((name, value) -> {
            rows.setParameter(name, value);
            total.setParameter(name, value);
        });
        List<DocumentSummary> items = rows.setFirstResult(Math.max(0, first))
                .setMaxResults(Math.max(1, max))
                .getResultStream()
                .map(DocumentCatalog::summary)
                .toList();
        return new DocumentPage(total.getSingleResult(), items);
    }

    /** The passages of a document, in their order in it. */
    public List<ChunkView> chunks(long document) {
        return em.createNamedQuery(Chunk.OF_DOCUMENT, Chunk.class).setParameter("document", document)
                .getResultStream().map(c -> new ChunkView(c.getId(), c.getOrdinal(), c.getText())).toList();
    }

    /** A row of the listing: id, tenant, title, source id, metadata, created, chunks. */
    private static DocumentSummary summary(Object[] row) {
        return new DocumentSummary((Long) row[0], (String) row[1], (String) row[2], (String) row[3],
                KnowledgeDocument.metadata((String) row[4]), ((Number) row[6]).longValue(), (Instant) row[5]);
    }
}
