package io.ragguard.chat.boundary;

import jakarta.ejb.ApplicationException;

import java.util.List;

/**
 * The validators refused the answer and nothing could repair it. The transaction still commits,
 * so the refusal is recorded and enters the review queue.
 */
@ApplicationException(rollback = false)
public class ValidationFailedException extends RuntimeException {

    private final transient List<String> reasons;
    private final String requestId;
    private final transient ValidationMetrics metrics;

    public ValidationFailedException(List<String> reasons, String requestId, ValidationMetrics metrics) {
        super("validation failed: " + reasons);
        this.reasons = List.copyOf(reasons);
        this.requestId = requestId;
        this.metrics = metrics;
    }

    public List<String> reasons() {
        return reasons;
    }

    public String requestId() {
        return requestId;
    }

    public ValidationMetrics metrics() {
        return metrics;
    }
}
