package io.ragguard.people.boundary;

import io.ragguard.request.InvalidRequestException;
import jakarta.ejb.ApplicationException;

/**
 * A user that cannot be made or changed as asked (a name in use, a configured login's name), naming the field
 * at fault; nothing is stored.
 */
@ApplicationException(rollback = true)
public class RefusedUserException extends InvalidRequestException {

    public RefusedUserException(String field, String message) {
        super(field, message);
    }
}
