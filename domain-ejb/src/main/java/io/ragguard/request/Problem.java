package io.ragguard.request;

import java.util.Optional;

/**
 * What is wrong with a draft a boundary was given, naming the field at fault: the console shows it beside
 * the field, and the boundary refuses the draft with it ({@link #raise}), which the API answers with 400
 * {@code invalid_request}.
 */
public record Problem(String field, String message) {

    public static Optional<Problem> of(String field, String message) {
        return Optional.of(new Problem(field, message));
    }

    /** Refuses the draft. */
    public void raise() {
        throw new InvalidRequestException(field, message);
    }
}
