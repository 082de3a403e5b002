package io.ragguard.conversation.boundary;

import jakarta.ejb.ApplicationException;

/**
 * A conversation id the caller's key did not begin: another key's, another tenant's, or none. The API
 * answers 403 with the same words in every case.
 */
@ApplicationException(rollback = true)
public class ForeignConversationException extends RuntimeException {

    public ForeignConversationException(String message) {
        super(message);
    }
}
