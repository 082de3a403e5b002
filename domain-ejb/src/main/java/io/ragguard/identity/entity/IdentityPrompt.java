package io.ragguard.identity.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

import java.time.Instant;

@Entity
@Table(name = "identity_prompt")
@NamedQuery(name = IdentityPrompt.ACTIVE,
        query = "select p from IdentityPrompt p where p.tenantId = :tenant and p.active = true")
@NamedQuery(name = IdentityPrompt.VERSIONS,
        query = "select p from IdentityPrompt p where p.tenantId = :tenant order by p.version desc")
@NamedQuery(name = IdentityPrompt.LATEST_VERSION,
        query = "select coalesce(max(p.version), 0) from IdentityPrompt p where p.tenantId = :tenant")
@NamedQuery(name = IdentityPrompt.DELETE_OF_TENANT, query = "delete from IdentityPrompt p where p.tenantId = :tenant")
public class IdentityPrompt {

    public static final String DELETE_OF_TENANT = "IdentityPrompt.deleteOfTenant";

    public static final String ACTIVE = "IdentityPrompt.active";
    public static final String LATEST_VERSION = "IdentityPrompt.latestVersion";
    public static final String VERSIONS = "IdentityPrompt.versions";

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "tenant_id", nullable = false)
    private String tenantId;

    @Column(nullable = false)
    private int version;

    @Column(nullable = false)
    private String prompt;

    @Column(nullable = false)
    private boolean active;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "created_by", nullable = false)
    private String createdBy;

    protected IdentityPrompt() {
    }

    public IdentityPrompt(String tenantId, int version, String prompt, String createdBy) {
        this.tenantId = tenantId;
        this.version = version;
        this.prompt = prompt;
        this.createdBy = createdBy;
        this.createdAt = Instant.now();
    }

    public void activate() {
        active = true;
    }

    public void deactivate() {
        active = false;
    }

    public int getVersion() {
        return version;
    }

    public String getPrompt() {
        return prompt;
    }

    public boolean isActive() {
        return active;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public String getCreatedBy() {
        return createdBy;
    }
}
