package io.ragguard.generation.boundary;

import jakarta.ejb.ApplicationException;

/** A model a caller named that its tenant does not allow ({@code llm.allowed-models}). */
@ApplicationException(rollback = true)
public class ModelNotAllowedException extends RuntimeException {

    public ModelNotAllowedException(String message) {
        super(message);
    }
}
