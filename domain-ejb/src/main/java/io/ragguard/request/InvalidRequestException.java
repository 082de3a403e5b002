package io.ragguard.request;

import jakarta.ejb.ApplicationException;

/**
 * A request that is well-formed JSON but asks for something the API does not accept: an argument no boundary
 * takes, named by its field (400 {@code invalid_request}).
 */
@ApplicationException(rollback = true)
public class InvalidRequestException extends IllegalArgumentException {

    private final String field;
    private final String reason;

    /** Refuses {@code field} (null: the request as a whole) for {@code reason}, which the API answers with. */
    public InvalidRequestException(String field, String reason) {
        super(field == null ? reason : field + ": " + reason);
        this.field = field;
        this.reason = reason;
    }

    public String field() {
        return field;
    }

    /** Why, as the API's error body says it (the exception's message also names the field). */
    public String reason() {
        return reason;
    }
}
