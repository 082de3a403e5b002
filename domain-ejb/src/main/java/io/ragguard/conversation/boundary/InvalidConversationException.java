package io.ragguard.conversation.boundary;

import jakarta.ejb.ApplicationException;

/** A conversation id that is malformed or belongs to another tenant. */
@ApplicationException(rollback = true)
public class InvalidConversationException extends RuntimeException {

    public InvalidConversationException(String message) {
        super(message);
    }
}
