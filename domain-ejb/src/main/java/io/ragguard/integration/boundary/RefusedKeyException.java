package io.ragguard.integration.boundary;

import jakarta.ejb.ApplicationException;

/** A key that cannot be made as asked (a tenant that does not exist, a name in use); nothing is stored. */
@ApplicationException(rollback = true)
public class RefusedKeyException extends RuntimeException {

    private final String field;

    public RefusedKeyException(String field, String message) {
        super(message);
        this.field = field;
    }

    public String field() {
        return field;
    }
}
