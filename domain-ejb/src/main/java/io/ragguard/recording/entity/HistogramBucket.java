package io.ragguard.recording.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

import java.time.Instant;

/** How often a validator gave a reason on one tenant's answers within one hour. */
@Entity
@Table(name = "histogram_bucket")
@NamedQuery(name = HistogramBucket.INCREMENT, query = "update HistogramBucket b set b.hits = b.hits + :hits "
        + "where b.tenantId = :tenant and b.validator = :validator and b.reason = :reason and b.bucketStart = :bucket")
@NamedQuery(name = HistogramBucket.DELETE_OLDER_THAN, query = "delete from HistogramBucket b where b.bucketStart < :cutoff")
@NamedQuery(name = HistogramBucket.SINCE, query = "select b from HistogramBucket b where b.bucketStart >= :since "
        + "order by b.bucketStart, b.tenantId, b.validator, b.reason")
public class HistogramBucket {

    public static final String INCREMENT = "HistogramBucket.increment";
    public static final String SINCE = "HistogramBucket.since";
    public static final String DELETE_OLDER_THAN = "HistogramBucket.deleteOlderThan";

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    /** The tenant whose answers gave the reason; empty for the hours counted before buckets had a tenant. */
    @Column(name = "tenant_id", nullable = false)
    private String tenantId;

    @Column(nullable = false)
    private String validator;

    @Column(nullable = false)
    private String reason;

    @Column(name = "bucket_start", nullable = false)
    private Instant bucketStart;

    @Column(nullable = false)
    private long hits;

    protected HistogramBucket() {
    }

    public HistogramBucket(String tenantId, String validator, String reason, Instant bucketStart, long hits) {
        this.tenantId = tenantId;
        this.validator = validator;
        this.reason = reason;
        this.bucketStart = bucketStart;
        this.hits = hits;
    }

    public String getTenantId() {
        return tenantId;
    }

    public String getValidator() {
        return validator;
    }

    public String getReason() {
        return reason;
    }

    public Instant getBucketStart() {
        return bucketStart;
    }

    public long getHits() {
        return hits;
    }
}
