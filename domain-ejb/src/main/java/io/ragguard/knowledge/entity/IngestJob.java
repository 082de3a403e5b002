package io.ragguard.knowledge.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

import java.time.Instant;
import java.util.UUID;

/**
 * Indexing one stored document in the background: queued when the document is stored, then running
 * on the node that claimed it (which touches it with every batch, so that a job whose node died is
 * taken over once it has been still for a while), then done or failed.
 */
@Entity
@Table(name = "ingest_job")
@NamedQuery(name = IngestJob.CLAIMABLE, query = "select j.id from IngestJob j where j.status = :queued "
        + "or (j.status = :running and j.updatedAt < :stale) order by j.createdAt")
@NamedQuery(name = IngestJob.CLAIM, query = "update IngestJob j set j.status = :running, j.claimedBy = :node, "
        + "j.updatedAt = :now where j.id = :id and (j.status = :queued or (j.status = :running and j.updatedAt < :stale))")
@NamedQuery(name = IngestJob.RECENT, query = "select j from IngestJob j where (:tenant is null or j.tenantId = :tenant) "
        + "order by j.createdAt desc")
public class IngestJob {

    public static final String CLAIMABLE = "IngestJob.claimable";
    public static final String CLAIM = "IngestJob.claim";
    public static final String RECENT = "IngestJob.recent";

    @Id
    private String id;

    @Column(name = "document_id", nullable = false)
    private long documentId;

    @Column(name = "tenant_id", nullable = false)
    private String tenantId;

    @Column(nullable = false)
    @Convert(converter = IngestStatus.Column.class)
    private IngestStatus status;

    @Column(nullable = false)
    private int chunks;

    @Column(nullable = false)
    private int indexed;

    private String error;

    @Column(name = "claimed_by")
    private String claimedBy;

    @Column(name = "created_by", nullable = false)
    private String createdBy;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    protected IngestJob() {
    }

    /** A job, queued, to index the {@code chunks} chunks of a document just stored. */
    public IngestJob(long documentId, String tenantId, int chunks, String createdBy) {
        this.id = UUID.randomUUID().toString();
        this.documentId = documentId;
        this.tenantId = tenantId;
        this.status = IngestStatus.QUEUED;
        this.chunks = chunks;
        this.createdBy = createdBy;
        this.createdAt = Instant.now();
        this.updatedAt = createdAt;
    }

    /** Another batch indexed; the job is touched, so that no other node takes it over. */
    public void indexed(int total) {
        indexed = Math.min(chunks, total);
        updatedAt = Instant.now();
    }

    /** Back in the queue: the node running it is stopping. */
    public void requeue() {
        status = IngestStatus.QUEUED;
        claimedBy = null;
        updatedAt = Instant.now();
    }

    public void finish() {
        status = IngestStatus.DONE;
        indexed = chunks;
        updatedAt = Instant.now();
    }

    public void fail(String reason) {
        status = IngestStatus.FAILED;
        error = reason == null ? "failed" : reason.length() > 1000 ? reason.substring(0, 1000) : reason;
        updatedAt = Instant.now();
    }

    public boolean finished() {
        return status.finished();
    }

    public String getId() {
        return id;
    }

    public long getDocumentId() {
        return documentId;
    }

    public String getTenantId() {
        return tenantId;
    }

    public IngestStatus getStatus() {
        return status;
    }

    public int getChunks() {
        return chunks;
    }

    public int getIndexed() {
        return indexed;
    }

    public String getError() {
        return error;
    }

    public String getCreatedBy() {
        return createdBy;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public Instant getUpdatedAt() {
        return updatedAt;
    }
}
