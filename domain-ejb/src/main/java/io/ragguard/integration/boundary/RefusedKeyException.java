package io.ragguard.integration.boundary;

import io.ragguard.request.InvalidRequestException;
import jakarta.ejb.ApplicationException;

/**
 * A key that cannot be made as asked (a tenant that does not exist, a name in use), naming the field at
 * fault; nothing is stored.
 */
@ApplicationException(rollback = true)
public class RefusedKeyException extends InvalidRequestException {

    public RefusedKeyException(String field, String message) {
        super(field, message);
    }
}
