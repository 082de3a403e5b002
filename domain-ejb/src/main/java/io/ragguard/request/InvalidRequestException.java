package io.ragguard.request;

import jakarta.ejb.ApplicationException;

/** A request that is well-formed JSON but asks for something the API does not accept. */
@ApplicationException(rollback = true)
public class InvalidRequestException extends RuntimeException {

    private final String field;

    public InvalidRequestException(String field, String message) {
        super(message);
        this.field = field;
    }

    public String field() {
        return field;
    }
}
