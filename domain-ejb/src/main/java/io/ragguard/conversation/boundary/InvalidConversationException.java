package io.ragguard.conversation.boundary;

import jakarta.ejb.ApplicationException;

/** A conversation id that is malformed. */
@ApplicationException(rollback = true)
public class InvalidConversationException extends RuntimeException {

    public InvalidConversationException(String message) {
        super(message);
    }
}
