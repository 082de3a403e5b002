package io.ragguard.knowledge.boundary;

import io.ragguard.audit.boundary.AuditLog;
import io.ragguard.knowledge.boundary.RejectedDocumentException.Problem;
import io.ragguard.knowledge.control.Chunker;
import io.ragguard.knowledge.control.DocumentCatalog;
import io.ragguard.knowledge.control.DocumentFormat;
import io.ragguard.knowledge.control.Submission;
import io.ragguard.knowledge.control.TextExtraction;
import io.ragguard.knowledge.entity.Chunk;
import io.ragguard.knowledge.entity.IngestJob;
import io.ragguard.knowledge.entity.DocumentText;
import io.ragguard.knowledge.entity.KnowledgeDocument;
import io.ragguard.retrieval.boundary.PassageIndex;
import io.ragguard.retrieval.boundary.PassageText;
import io.ragguard.tenant.boundary.TenantDeleted;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.ejb.Stateless;
import jakarta.enterprise.event.Observes;
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
 * as text or as files (text, Markdown, HTML, PDF) are stored at once and indexed in the background
 * ({@link IngestJobs}), read back, listed, deleted; {@link KnowledgeIndex} rebuilds the indexes.
 * Uploads and deletions are audited. A document that is rejected leaves nothing behind:
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
    AuditLog audit;

    @Inject
    @ConfigProperty(name = "knowledge.chunk.size", defaultValue = "600")
    Provider<Integer> chunkSize;

    @Inject
    @ConfigProperty(name = "knowledge.chunk.overlap", defaultValue = "1")
    Provider<Integer> chunkOverlap;

    @Inject
    @ConfigProperty(name = "knowledge.max-bytes", defaultValue = "10485760")
    Provider<Long> maxBytes;

    /**
     * Stores a document of an existing tenant (the default tenant when null) with its chunks and queues
     * a job that indexes them in the background ({@link IngestJobs}); the upload is audited. Without a
     * source id it gets {@code doc-<id>}. A document that is rejected leaves nothing behind.
     */
    public Submitted submit(String tenant, String title, String sourceId, String content, Map<String, String> metadata,
                            String actor) {
        Stored stored = store(tenant, title, sourceId, content, metadata);
        IngestJob job = new IngestJob(stored.document().getId(), stored.document().getTenantId(),
                stored.chunks().size(), actor);
        em.persist(job);
        audit.record(actor, "knowledge.add", "document " + stored.document().getId(), null,
                stored.document().getTenantId() + ": " + stored.document().getTitle() + " (" + stored.chunks().size()
                        + " chunks, job " + job.getId() + ")");
        return new Submitted(stored.document().getId(), job.getId(), job.getStatus().wire(), stored.chunks().size());
    }

    /**
     * Stores the text of a file, like {@link #submit}: its format from the media type and the file name,
     * its title and source id the file's name unless given.
     */
    public Submitted submitFile(String tenant, String fileName, String contentType, InputStream content, String title,
                                String sourceId, String actor) {
        tenant = tenants.require(tenant).id();
        String name = Submission.baseName(fileName);
        DocumentFormat format = DocumentFormat.detect(contentType, name).orElseThrow(() ->
                new RejectedDocumentException(Problem.UNSUPPORTED_TYPE, "file", "cannot read " + contentType
                        + " files named " + name + ": send plain text, Markdown, HTML or PDF"));
        String text = new TextExtraction(maxBytes.get()).text(format, content);
        Map<String, String> metadata = name == null ? Map.of("format", format.label())
                : Map.of("format", format.label(), "file_name", name);
        return submit(tenant, title == null || title.isBlank() ? name : title,
                sourceId == null || sourceId.isBlank() ? name : sourceId, text, metadata, actor);
    }

    /**
     * Stores a document and indexes it before returning, on the calling thread: for the demo data at
     * start, which the index must hold before the server is ready; returns the document's id.
     */
    public long add(String tenant, String title, String sourceId, String content) {
        Stored stored = store(tenant, title, sourceId, content, Map.of());
        index.add(stored.document().getTenantId(), stored.chunks().stream().map(Knowledge::indexed).toList());
        return stored.document().getId();
    }

    private record Stored(KnowledgeDocument document, List<Chunk> chunks) {
    }

    private Stored store(String tenant, String title, String sourceId, String content, Map<String, String> metadata) {
        tenant = tenants.require(tenant).id();
        Submission submitted = new Submission(title, sourceId, content, metadata);
        String text = new TextExtraction(maxBytes.get()).text(submitted.content(), "content");
        KnowledgeDocument document = new KnowledgeDocument(tenant, submitted.title(), submitted.sourceId(),
                submitted.metadata());
        em.persist(document);
        document.nameSourceAfterId();
        em.persist(new DocumentText(document, text));
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
        return new Stored(document, chunks);
    }

    public Optional<DocumentDetails> find(long id) {
        return catalog.find(id);
    }

    /** A page of the documents of one tenant, or of every tenant when {@code tenant} is blank; newest first. */
    public DocumentPage page(String tenant, int first, int max) {
        return page(tenant, null, first, max);
    }

    /** As {@link #page(String, int, int)}, of the documents whose title holds {@code title} (in any case). */
    public DocumentPage page(String tenant, String title, int first, int max) {
        return catalog.page(tenant == null || tenant.isBlank() ? null : tenants.require(tenant).id(), title, first, max);
    }

    /** The passages of a document in their order, as they are indexed and cited; empty when there is none. */
    public List<ChunkView> chunks(long document) {
        return catalog.chunks(document);
    }

    /**
     * Deletes a document, its chunks and its indexing job (by the database's cascade) and its passages in
     * the index; the deletion is audited.
     */
    public boolean delete(long id, String actor) {
        KnowledgeDocument document = em.find(KnowledgeDocument.class, id);
        if (document == null) {
            return false;
        }
        em.remove(document);
        em.flush();
        index.deleteDocument(document.getTenantId(), id);
        audit.record(actor, "knowledge.delete", "document " + id, document.getTenantId() + ": " + document.getTitle(),
                null);
        return true;
    }

    /**
     * A deleted tenant's documents go, with their texts, chunks and indexing jobs (the database's
     * cascade); its index goes once the deletion has committed ({@code PassageIndex}). A job another
     * node is running finds its job gone and takes its passages out again, as for a deleted document.
     */
    public void forget(@Observes TenantDeleted tenant) {
        em.createNamedQuery(KnowledgeDocument.DELETE_OF_TENANT).setParameter("tenant", tenant.id()).executeUpdate();
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
