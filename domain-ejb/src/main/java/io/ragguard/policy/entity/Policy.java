package io.ragguard.policy.entity;

import io.ragguard.policy.boundary.PolicyStatus;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

import java.time.Instant;

/**
 * A named set of validation settings for every tenant (no tenant) or for one: its values as JSON (setting
 * name to value), its status, who made, published and rolled it back and when, and, once published, the
 * stored values it replaced (JSON, null for a setting that had none), which a rollback restores.
 */
@Entity
@Table(name = "policy")
@NamedQuery(name = Policy.ALL, query = "select p from Policy p order by p.createdAt desc, p.id desc")
public class Policy {

    public static final String ALL = "Policy.all";

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false)
    private String name;

    @Column(name = "tenant_id")
    private String tenantId;

    @Column(nullable = false)
    private String settings;

    private String note;

    @Column(nullable = false)
    @Convert(converter = PolicyStatus.Column.class)
    private PolicyStatus status;

    @Column(name = "created_by", nullable = false)
    private String createdBy;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "published_by")
    private String publishedBy;

    @Column(name = "published_at")
    private Instant publishedAt;

    private String replaced;

    @Column(name = "rolled_back_by")
    private String rolledBackBy;

    @Column(name = "rolled_back_at")
    private Instant rolledBackAt;

    protected Policy() {
    }

    public Policy(String name, String tenantId, String settings, String note, String createdBy) {
        this.name = name;
        this.tenantId = tenantId;
        this.settings = settings;
        this.note = note;
        this.createdBy = createdBy;
        this.createdAt = Instant.now();
        this.status = PolicyStatus.DRAFT;
    }

    /** Its values are in force; {@code replacedValues} holds what they replaced. */
    public void published(String replacedValues, String actor) {
        this.status = PolicyStatus.PUBLISHED;
        this.replaced = replacedValues;
        this.publishedBy = actor;
        this.publishedAt = Instant.now();
    }

    /** The values it replaced are back. */
    public void rolledBack(String actor) {
        this.status = PolicyStatus.ROLLED_BACK;
        this.rolledBackBy = actor;
        this.rolledBackAt = Instant.now();
    }

    public Long getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    public String getTenantId() {
        return tenantId;
    }

    public String getSettings() {
        return settings;
    }

    public String getNote() {
        return note;
    }

    public PolicyStatus getStatus() {
        return status;
    }

    public String getCreatedBy() {
        return createdBy;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public String getPublishedBy() {
        return publishedBy;
    }

    public Instant getPublishedAt() {
        return publishedAt;
    }

    public String getReplaced() {
        return replaced;
    }

    public String getRolledBackBy() {
        return rolledBackBy;
    }

    public Instant getRolledBackAt() {
        return rolledBackAt;
    }
}
