package io.ragguard.tenant.boundary;

import jakarta.ejb.ApplicationException;

/** A request named a tenant that does not exist. */
@ApplicationException
public class UnknownTenantException extends RuntimeException {

    private final String tenant;

    public UnknownTenantException(String tenant) {
        super("unknown tenant: " + tenant);
        this.tenant = tenant;
    }

    public String tenant() {
        return tenant;
    }
}
