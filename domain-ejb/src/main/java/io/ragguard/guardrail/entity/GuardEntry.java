package io.ragguard.guardrail.entity;

import io.ragguard.guardrail.boundary.GuardKind;
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
 * One entry of a guard list: its {@code kind} (such as {@code denied_topic} or {@code harm_violence}),
 * the tenant it applies to (null: every tenant), the {@code pattern} (a name, word or regex) and an
 * optional {@code detail} (a topic's description, an ego claim's rewrite).
 */
@Entity
@Table(name = "guard_entry")
@NamedQuery(name = GuardEntry.ALL, query = "select g from GuardEntry g order by g.kind, g.id")
@NamedQuery(name = GuardEntry.OF_TENANT, query = "select g from GuardEntry g where g.tenantId = :tenant order by g.id")
public class GuardEntry {

    public static final String ALL = "GuardEntry.all";
    /** The entries of one tenant alone (not those for every tenant). */
    public static final String OF_TENANT = "GuardEntry.ofTenant";

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false)
    @Convert(converter = GuardKindColumn.class)
    private GuardKind kind;

    @Column(name = "tenant_id")
    private String tenantId;

    @Column(nullable = false)
    private String pattern;

    private String detail;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "created_by", nullable = false)
    private String createdBy;

    protected GuardEntry() {
    }

    public GuardEntry(GuardKind kind, String tenantId, String pattern, String detail, String createdBy) {
        this.kind = kind;
        this.tenantId = tenantId;
        this.pattern = pattern;
        this.detail = detail;
        this.createdBy = createdBy;
        this.createdAt = Instant.now();
    }

    /** Another kind, tenant, pattern or detail; who created the entry and when stay. */
    public void change(GuardKind newKind, String newTenantId, String newPattern, String newDetail) {
        this.kind = newKind;
        this.tenantId = newTenantId;
        this.pattern = newPattern;
        this.detail = newDetail;
    }

    /** A one-line description for the audit trail. */
    public String describe() {
        return kind + (tenantId == null ? "" : "@" + tenantId) + ": " + pattern
                + (detail == null ? "" : " -> " + detail);
    }

    public Long getId() {
        return id;
    }

    public GuardKind getKind() {
        return kind;
    }

    public String getTenantId() {
        return tenantId;
    }

    public String getPattern() {
        return pattern;
    }

    public String getDetail() {
        return detail;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public String getCreatedBy() {
        return createdBy;
    }
}
