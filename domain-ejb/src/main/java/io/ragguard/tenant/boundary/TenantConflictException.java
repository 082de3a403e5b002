package io.ragguard.tenant.boundary;

import jakarta.ejb.ApplicationException;

/**
 * A change of tenants that the tenants as they are do not allow: an id already taken, or deleting the
 * default tenant. {@code code} is the stable error code, {@code field} the request's field at fault.
 */
@ApplicationException(rollback = true)
public class TenantConflictException extends RuntimeException {

    private final String code;
    private final String field;

    private TenantConflictException(String code, String field, String message) {
        super(message);
        this.code = code;
        this.field = field;
    }

    public static TenantConflictException exists(String id) {
        return new TenantConflictException("tenant_exists", "id", "there is already a tenant " + id);
    }

    public static TenantConflictException defaultTenant(String id) {
        return new TenantConflictException("default_tenant", "tenant", id + " is the default tenant "
                + "(chat.default.tenant): make another tenant the default before deleting it");
    }

    public String code() {
        return code;
    }

    public String field() {
        return field;
    }
}
