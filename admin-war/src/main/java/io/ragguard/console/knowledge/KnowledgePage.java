package io.ragguard.console.knowledge;

import io.ragguard.console.display.Growl;
import io.ragguard.console.account.Account;
import io.ragguard.knowledge.boundary.ChunkView;
import io.ragguard.knowledge.boundary.DocumentDetails;
import io.ragguard.knowledge.boundary.DocumentSummary;
import io.ragguard.knowledge.boundary.IngestJobView;
import io.ragguard.knowledge.boundary.IngestJobs;
import io.ragguard.knowledge.boundary.Knowledge;
import io.ragguard.knowledge.boundary.KnowledgeIndex;
import io.ragguard.knowledge.boundary.RejectedDocumentException;
import io.ragguard.knowledge.boundary.Submitted;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.annotation.PostConstruct;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.primefaces.event.FileUploadEvent;
import org.primefaces.model.file.UploadedFile;

import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.util.List;

/**
 * A tenant's knowledge: its documents, a file upload (indexed in the background, its progress shown),
 * deleting a document, rebuilding the index.
 */
@Named
@ViewScoped
public class KnowledgePage implements Serializable {

    private static final long serialVersionUID = 1L;

    @Inject
    Knowledge knowledge;

    @Inject
    KnowledgeIndex knowledgeIndex;

    @Inject
    IngestJobs jobs;

    @Inject
    Tenants tenants;

    @Inject
    @ConfigProperty(name = "knowledge.max-bytes", defaultValue = "10485760")
    long maxBytes;

    private List<String> tenantIds;
    private String tenant;
    private KnowledgeDocuments documents;
    private String title;
    private transient DocumentDetails viewed;
    private transient List<ChunkView> viewedChunks = List.of();

    @PostConstruct
    void open() {
        tenantIds = tenants.all().stream().map(TenantView::id).toList();
        tenant = tenantIds.isEmpty() ? null : tenantIds.get(0);
        documents = new KnowledgeDocuments(knowledge, tenant);
    }

    /** Lists the documents whose title holds the search text (every document when it is empty). */
    public void search() {
        documents.setTitle(title);
    }

    /** Opens a document: its text and its passages, as they are indexed and cited. */
    public void view(DocumentSummary document) {
        viewed = knowledge.find(document.id()).orElse(null);
        viewedChunks = viewed == null ? List.of() : knowledge.chunks(document.id());
        if (viewed == null) {
            Growl.warn("Gone", "document " + document.id() + " no longer exists");
        }
    }

    public DocumentDetails getViewed() {
        return viewed;
    }

    public List<ChunkView> getViewedChunks() {
        return viewedChunks;
    }

    public String getTitle() {
        return title;
    }

    public void setTitle(String title) {
        this.title = title;
    }

    public void chooseTenant() {
        documents.setTenant(tenant);
    }

    /**
     * Stores an uploaded file as a document of the chosen tenant, titled and identified by its name; it
     * is indexed in the background, its progress in the jobs table.
     */
    public void upload(FileUploadEvent event) {
        UploadedFile file = event.getFile();
        try (InputStream content = file.getInputStream()) {
            Submitted submitted = knowledge.submitFile(tenant, file.getFileName(), file.getContentType(), content, null,
                    null, Account.signedIn());
            Growl.info("Added", file.getFileName() + " is document " + submitted.id() + " of "
                    + tenant + "; indexing its " + submitted.chunks() + " chunks");
        } catch (RejectedDocumentException e) {
            Growl.error("Not added", file.getFileName() + ": " + e.getMessage());
        } catch (IOException e) {
            Growl.error("Not added", file.getFileName() + " could not be read");
        }
    }

    public void delete(DocumentSummary document) {
        if (knowledge.delete(document.id(), Account.signedIn())) {
            Growl.info("Deleted", document.title());
        } else {
            Growl.warn("Already gone", document.title());
        }
    }

    public void reindex() {
        int chunks = knowledgeIndex.reindexTenant(tenant).get(tenant);
        Growl.info("Index rebuilt", tenant + ": " + chunks + " chunks");
    }

    /** The tenant's newest indexing jobs, for the progress table (polled while the page is open). */
    public List<IngestJobView> getJobs() {
        return jobs.recent(tenant, 10);
    }

    /** A job's progress in percent. */
    public int percent(IngestJobView job) {
        return job.chunks() == 0 ? 100 : (int) Math.round(100.0 * job.indexed() / job.chunks());
    }



    public List<String> getTenants() {
        return tenantIds;
    }

    public String getTenant() {
        return tenant;
    }

    public void setTenant(String tenant) {
        this.tenant = tenant;
    }

    public KnowledgeDocuments getDocuments() {
        return documents;
    }

    public long getMaxBytes() {
        return maxBytes;
    }
}
