package io.ragguard.generation.boundary;

import jakarta.ejb.ApplicationException;

import java.time.Duration;
import java.util.Optional;

/**
 * The tenant's model could not answer and {@code llm.fallback} is {@code none}: a 503 with the kind of
 * failure ({@code timeout}, {@code rate_limited}, {@code circuit_open}, ...) and, when known, when to retry.
 */
@ApplicationException
public class ModelUnavailableException extends RuntimeException {

    private final String kind;
    private final Duration retryAfter;

    public ModelUnavailableException(String kind, String message, Duration retryAfter) {
        super(message);
        this.kind = kind;
        this.retryAfter = retryAfter;
    }

    public String kind() {
        return kind;
    }

    public Optional<Duration> retryAfter() {
        return Optional.ofNullable(retryAfter);
    }
}
