package io.ragguard.tenant.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

/** One entry of a tenant's term catalog: the canonical concept and the tenant's word for it. */
@Entity
@Table(name = "tenant_term")
@NamedQuery(name = TenantTerm.OF_TENANT,
        query = "select t from TenantTerm t where t.tenantId = :tenant order by t.canonical")
@NamedQuery(name = TenantTerm.ONE,
        query = "select t from TenantTerm t where t.tenantId = :tenant and t.canonical = :canonical")
@NamedQuery(name = TenantTerm.DELETE_OF_TENANT, query = "delete from TenantTerm t where t.tenantId = :tenant")
public class TenantTerm {

    public static final String OF_TENANT = "TenantTerm.ofTenant";
    public static final String ONE = "TenantTerm.one";
    public static final String DELETE_OF_TENANT = "TenantTerm.deleteOfTenant";

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "tenant_id", nullable = false)
    private String tenantId;

    @Column(nullable = false)
    private String canonical;

    @Column(nullable = false)
    private String term;

    protected TenantTerm() {
    }

    public TenantTerm(String tenantId, String canonical, String term) {
        this.tenantId = tenantId;
        this.canonical = canonical;
        this.term = term;
    }

    public void change(String newTerm) {
        term = newTerm;
    }

    /** A one-line description for the audit trail: "loyalty_program = Trail Points". */
    public String describe() {
        return canonical + " = " + term;
    }

    public String getTenantId() {
        return tenantId;
    }

    public String getCanonical() {
        return canonical;
    }

    public String getTerm() {
        return term;
    }
}
