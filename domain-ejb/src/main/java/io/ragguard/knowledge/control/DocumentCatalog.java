package io.ragguard.knowledge.control;

import io.ragguard.knowledge.boundary.DocumentDetails;
import io.ragguard.knowledge.boundary.DocumentPage;
import io.ragguard.knowledge.boundary.DocumentSummary;
import io.ragguard.knowledge.entity.DocumentText;
import io.ragguard.knowledge.entity.KnowledgeDocument;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.TypedQuery;

import java.time.Instant;
import java.util.List;
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

    /** A page of the documents of one tenant, or of every tenant when {@code tenant} is null. */
    public DocumentPage page(String tenant, int first, int max) {
        TypedQuery<Object[]> rows = em.createNamedQuery(
                tenant == null ? KnowledgeDocument.LISTED : KnowledgeDocument.LISTED_OF_TENANT, Object[].class);
        TypedQuery<Long> total = em.createNamedQuery(
                tenant == null ? KnowledgeDocument.COUNT : KnowledgeDocument.COUNT_OF_TENANT, Long.class);
        if (tenant != null) {
            rows.setParameter("tenant", tenant);
            total.setParameter("tenant", tenant);
        }
        List<DocumentSummary> items = rows.setFirstResult(Math.max(0, first))
                .setMaxResults(Math.max(1, max))
                .getResultStream()
                .map(DocumentCatalog::summary)
                .toList();
        return new DocumentPage(total.getSingleResult(), items);
    }

    /** A row of {@link KnowledgeDocument#LISTED}. */
    private static DocumentSummary summary(Object[] row) {
        return new DocumentSummary((Long) row[0], (String) row[1], (String) row[2], (String) row[3],
                KnowledgeDocument.metadata((String) row[4]), ((Number) row[6]).longValue(), (Instant) row[5]);
    }
}
