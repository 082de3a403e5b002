package io.ragguard.integration.boundary;

import jakarta.ejb.ApplicationException;

/** A tenant outside the presented integration key's scope: 403 {@code tenant_not_allowed}. */
@ApplicationException(rollback = true)
public class OutsideScopeException extends RuntimeException {

    public OutsideScopeException(String message) {
        super(message);
    }
}
