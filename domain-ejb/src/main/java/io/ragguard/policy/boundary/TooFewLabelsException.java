package io.ragguard.policy.boundary;

import jakarta.ejb.ApplicationException;

/** Too few labelled answers to calibrate on: fewer than the least, or only good or only bad ones. */
@ApplicationException(rollback = true)
public class TooFewLabelsException extends RuntimeException {

    public TooFewLabelsException(String message) {
        super(message);
    }
}
