package io.ragguard.console.tenants;

import io.ragguard.tenant.boundary.TenantDraft;
import io.ragguard.tenant.boundary.TenantView;

import java.io.Serializable;

/** The tenant dialog's fields: a new tenant's id, name and domain, or an existing tenant's name and domain. */
public class TenantForm implements Serializable {

    private static final long serialVersionUID = 1L;

    private final boolean creating;
    private String id;
    private String name;
    private String domain;

    private TenantForm(boolean creating, String id, String name, String domain) {
        this.creating = creating;
        this.id = id;
        this.name = name;
        this.domain = domain;
    }

    static TenantForm blank() {
        return new TenantForm(true, null, null, null);
    }

    static TenantForm of(TenantView tenant) {
        return new TenantForm(false, tenant.id(), tenant.name(), tenant.domain());
    }

    /** What the fields say, trimmed; no terms, so that saving an existing tenant leaves its catalog alone. */
    TenantDraft draft() {
        return new TenantDraft(id, name, domain, null).normalized();
    }

    public boolean isCreating() {
        return creating;
    }

    public String getId() {
        return id;
    }

    public void setId(String id) {
        this.id = id;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public String getDomain() {
        return domain;
    }

    public void setDomain(String domain) {
        this.domain = domain;
    }
}
