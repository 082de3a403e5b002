package io.ragguard.api;

import io.ragguard.integration.boundary.KeyView;
import jakarta.ejb.ApplicationException;
import jakarta.servlet.http.HttpServletRequest;

/**
 * The tenants a request may use: any, without an integration key (the endpoints that need none), and
 * with one, only those its key names.
 */
public final class KeyScope {

    private KeyScope() {
    }

    /** A tenant outside the presented key's scope: 403 {@code tenant_not_allowed}. */
    @ApplicationException(rollback = true)
    public static class OutsideScopeException extends RuntimeException {

        public OutsideScopeException(String message) {
            super(message);
        }
    }

    /**
     * Refuses a tenant the presented key does not name.
     *
     * @throws OutsideScopeException when a key was presented and {@code tenant} is not in its scope
     */
    public static void require(HttpServletRequest request, String tenant) {
        if (request.getAttribute(ApiLogin.KEY) instanceof KeyView key && !key.tenants().contains(tenant)) {
            throw new OutsideScopeException("the integration key " + key.name() + " may not use tenant " + tenant);
        }
    }
}
