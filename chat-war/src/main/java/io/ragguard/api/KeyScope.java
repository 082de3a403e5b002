package io.ragguard.api;

import io.ragguard.request.InvalidRequestException;
import io.ragguard.integration.boundary.KeyView;
import io.ragguard.integration.boundary.OutsideScopeException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.ForbiddenException;
import jakarta.ws.rs.core.SecurityContext;

import java.util.Optional;

/**
 * The tenants a request may use: with an integration key, only those its key names; a logged-in admin or
 * compliance officer reads any tenant's knowledge.
 */
public final class KeyScope {

    private KeyScope() {
    }

    /** The integration key the request presented, if it presented one ({@link ApiLogin} accepted it). */
    public static Optional<KeyView> key(HttpServletRequest request) {
        return request.getAttribute(ApiLogin.KEY) instanceof KeyView key ? Optional.of(key) : Optional.empty();
    }

    /**
     * Refuses a tenant the presented key does not name.
     *
     * @throws OutsideScopeException when a key was presented and {@code tenant} is not in its scope
     */
    public static void require(HttpServletRequest request, String tenant) {
        require(key(request).orElse(null), tenant);
    }

    /**
     * Refuses a tenant the key does not name; any tenant without a key (null).
     *
     * @throws OutsideScopeException when {@code tenant} is not in the key's scope
     */
    public static void require(KeyView key, String tenant) {
        KeyView.requireScope(key, tenant);
    }

    /**
     * The tenant whose knowledge the caller reads: the one named (null: every tenant) for an admin or a
     * compliance officer; for an integration key, the one named, which must be in its scope, or else its only
     * tenant.
     *
     * @throws InvalidRequestException when a key of several tenants names none
     * @throws OutsideScopeException   when the key may not use the tenant named
     * @throws ForbiddenException      when the caller is neither a reader nor a key
     */
    public static String readable(HttpServletRequest request, SecurityContext security, String tenant) {
        String named = tenant == null || tenant.isBlank() ? null : tenant.strip();
        if (security.isUserInRole("admin") || security.isUserInRole("compliance")) {
            return named;
        }
        KeyView key = key(request).orElseThrow(() -> new ForbiddenException("this user's roles do not allow this"));
        if (named != null) {
            require(request, named);
            return named;
        }
        if (key.tenants().size() == 1) {
            return key.tenants().get(0);
        }
        throw new InvalidRequestException("tenant", "the integration key " + key.name()
                + " may use several tenants; name one with ?tenant=");
    }
}
