package io.ragguard.policy.boundary;

import jakarta.ejb.ApplicationException;

/** A step the policy's status does not allow: publishing one that is not a draft, rolling back one not in force. */
@ApplicationException(rollback = true)
public class PolicyStateException extends RuntimeException {

    public PolicyStateException(String message) {
        super(message);
    }
}
