package io.ragguard.knowledge.boundary;

import io.ragguard.knowledge.boundary.RejectedDocumentException.Problem;
import io.ragguard.knowledge.control.Chunker;
import io.ragguard.knowledge.control.DocumentCatalog;
import io.ragguard.knowledge.control.DocumentFormat;
import io.ragguard.knowledge.control.Submission;
import io.ragguard.knowledge.control.TextExtraction;
import io.ragguard.knowledge.entity.Chunk;
import io.ragguard.knowledge.entity.KnowledgeDocument;
import io.ragguard.retrieval.control.PassageIndex;
import io.ragguard.retrieval.control.PassageText;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Stores knowledge documents with their chunks and keeps each tenant's index in step: documents given
 * as text or as files (text, Markdown, HTML, PDF), read back, listed, deleted; {@link KnowledgeIndex}
 * rebuilds the indexes. A document that is rejected leaves nothing behind:
 * {@link RejectedDocumentException} rolls the transaction back.
 */
@Stateless
public class Knowledge {

    @PersistenceContext
    EntityManager em;

    @Inject
    PassageIndex index;

    @Inject
    Tenants tenants;

    @Inject
    DocumentCatalog catalog;

    @Inject
    @ConfigProperty(name = "knowledge.chunk.size", defaultValue = "600")
    Provider<Integer> chunkSize;

    @Inject
    @ConfigProperty(name = "knowledge.chunk.overlap", defaultValue = "1")
    Provider<Integer> chunkOverlap;

    @Inject
    @ConfigProperty(name = "knowledge.max-bytes", defaultValue = "10485760")
    Provider<Long> maxBytes;

    /** Stores a document, cuts it into chunks and indexes them; returns the document's id. */
    public long add(String tenant, String title, String sourceId, String content) {
        return add(tenant, title, sourceId, content, Map.of());
    }

    /**
     * Stores a document of an existing tenant (the default tenant when null), cuts it into chunks and
     * indexes them; returns the document's id. Without a source id it gets {@code doc-<id>}.
     */
    public long add(String tenant, String title, String sourceId, String content, Map<String, String> metadata) {
        tenant = tenants.require(tenant).id();
        Submission submitted = new Submission(title, sourceId, content, metadata);
        String text = new TextExtraction(maxBytes.get()).text(submitted.content(), "content");
        KnowledgeDocument document = new KnowledgeDocument(tenant, submitted.title(), submitted.sourceId(), text,
                submitted.metadata());
        em.persist(document);
        document.nameSourceAfterId();
        List<Chunk> chunks = new ArrayList<>();
        int ordinal = 0;
        for (String passage : new Chunker(chunkSize.get(), chunkOverlap.get()).chunk(text)) {
            Chunk chunk = new Chunk(document, ordinal++, passage);
            em.persist(chunk);
            chunks.add(chunk);
        }
        if (chunks.isEmpty()) {
            throw new RejectedDocumentException(Problem.EMPTY, "content", "the document has no sentences to index");
        }
        em.flush();
        index.add(tenant, chunks.stream().map(Knowledge::indexed).toList());
        return document.getId();
    }

    /**
     * Stores the text of a file: its format from the media type and the file name, its title and
     * source id the file's name unless given.
     */
    public long ingest(String tenant, String fileName, String contentType, InputStream content, String title,
                       String sourceId) {
        tenant = tenants.require(tenant).id();
        String name = Submission.baseName(fileName);
        DocumentFormat format = DocumentFormat.detect(contentType, name).orElseThrow(() ->
                new RejectedDocumentException(Problem.UNSUPPORTED_TYPE, "file", "cannot read " + contentType
                        + " files named " + name + ": send plain text, Markdown, HTML or PDF"));
        String text = new TextExtraction(maxBytes.get()).text(format, content);
        Map<String, String> metadata = name == null ? Map.of("format", format.label())
                : Map.of("format", format.label(), "file_name", name);
        return add(tenant, title == null || title.isBlank() ? name : title,
                sourceId == null || sourceId.isBlank() ? name : sourceId, text, metadata);
    }

    public Optional<DocumentDetails> find(long id) {
        return catalog.find(id);
    }

    /** A page of the documents of one tenant, or of every tenant when {@code tenant} is blank; newest first. */
    public DocumentPage page(String tenant, int first, int max) {
        return catalog.page(tenant == null || tenant.isBlank() ? null : tenants.require(tenant).id(), first, max);
    }

    /** Deletes a document, its chunks (by the database's cascade) and its passages in the index. */
    public boolean delete(long id) {
        KnowledgeDocument document = em.find(KnowledgeDocument.class, id);
        if (document == null) {
            return false;
        }
        em.remove(document);
        em.flush();
        index.deleteDocument(document.getTenantId(), id);
        return true;
    }

    /** How many documents each tenant has. */
    public Map<String, Long> documentCounts() {
        Map<String, Long> counts = new TreeMap<>();
        em.createNamedQuery(KnowledgeDocument.COUNT_BY_TENANT, Object[].class).getResultList()
                .forEach(row -> counts.put((String) row[0], (Long) row[1]));
        return counts;
    }

    /** A chunk as the index takes it. */
    static PassageText indexed(Chunk chunk) {
        KnowledgeDocument document = chunk.getDocument();
        return new PassageText(chunk.getId(), document.getId(), document.getTitle(), document.getSourceId(),
                chunk.getText());
    }
}
