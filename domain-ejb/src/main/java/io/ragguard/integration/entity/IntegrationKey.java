package io.ragguard.integration.entity;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

import java.time.Instant;
import java.util.Set;
import java.util.TreeSet;

/** An integration key as stored: its digest, never the key itself. */
@Entity
@Table(name = "integration_key")
@NamedQuery(name = IntegrationKey.ALL, query = "select k from IntegrationKey k order by k.createdAt desc, k.id desc")
@NamedQuery(name = IntegrationKey.BY_DIGEST, query = "select k from IntegrationKey k where k.digest = :digest")
@NamedQuery(name = IntegrationKey.BY_NAME, query = "select k from IntegrationKey k where k.name = :name")
public class IntegrationKey {

    public static final String ALL = "IntegrationKey.all";
    public static final String BY_DIGEST = "IntegrationKey.byDigest";
    public static final String BY_NAME = "IntegrationKey.byName";

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false)
    private String name;

    @Column(name = "key_prefix", nullable = false)
    private String prefix;

    @Column(nullable = false)
    private String digest;

    @ElementCollection(fetch = FetchType.EAGER)
    @CollectionTable(name = "integration_key_tenant", joinColumns = @JoinColumn(name = "key_id"))
    @Column(name = "tenant_id", nullable = false)
    private Set<String> tenants = new TreeSet<>();

    @Column(name = "expires_at")
    private Instant expiresAt;

    @Column(name = "rate_per_minute")
    private Integer ratePerMinute;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @Column(name = "created_by", nullable = false)
    private String createdBy;

    @Column(name = "revoked_at")
    private Instant revokedAt;

    @Column(name = "revoked_by")
    private String revokedBy;

    protected IntegrationKey() {
    }

    public IntegrationKey(String name, String prefix, String digest, Set<String> tenants, Instant expiresAt,
                          Integer ratePerMinute, String createdBy) {
        this.name = name;
        this.prefix = prefix;
        this.digest = digest;
        this.tenants = new TreeSet<>(tenants);
        this.expiresAt = expiresAt;
        this.ratePerMinute = ratePerMinute;
        this.createdAt = Instant.now();
        this.createdBy = createdBy;
    }

    public void revoke(String actor) {
        this.revokedAt = Instant.now();
        this.revokedBy = actor;
    }

    /** Takes a deleted tenant out of the key's scope. */
    public boolean forget(String tenant) {
        return tenants.remove(tenant);
    }

    public Long getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    public String getPrefix() {
        return prefix;
    }

    public Set<String> getTenants() {
        return Set.copyOf(tenants);
    }

    public Instant getExpiresAt() {
        return expiresAt;
    }

    public Integer getRatePerMinute() {
        return ratePerMinute;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public String getCreatedBy() {
        return createdBy;
    }

    public Instant getRevokedAt() {
        return revokedAt;
    }

    public String getRevokedBy() {
        return revokedBy;
    }
}
