package io.ragguard.request;

import jakarta.ejb.ApplicationException;

/** A request whose conversation or instructions are more than the server takes: 413, naming the field. */
@ApplicationException(rollback = true)
public class RequestTooLargeException extends RuntimeException {

    private final String field;

    public RequestTooLargeException(String field, String message) {
        super(message);
        this.field = field;
    }

    public String field() {
        return field;
    }
}
