package io.ragguard.tenant.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

import java.time.Instant;

@Entity
@Table(name = "tenant")
@NamedQuery(name = Tenant.ALL, query = "select t from Tenant t order by t.id")
public class Tenant {

    public static final String ALL = "Tenant.all";

    @Id
    private String id;

    @Column(nullable = false)
    private String name;

    @Column(nullable = false)
    private String domain;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected Tenant() {
    }

    public Tenant(String id, String name, String domain) {
        this.id = id;
        this.name = name;
        this.domain = domain;
        this.createdAt = Instant.now();
    }

    /** Gives the tenant another name or domain; false when both are as they were. */
    public boolean change(String newName, String newDomain) {
        if (name.equals(newName) && domain.equals(newDomain)) {
            return false;
        }
        name = newName;
        domain = newDomain;
        return true;
    }

    /** A one-line description for the audit trail: "Northwind Outfitters (retail)". */
    public String describe() {
        return name + " (" + domain + ")";
    }

    public String getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    public String getDomain() {
        return domain;
    }
}
