package io.ragguard.api;

import java.util.List;

/**
 * Every error the API returns: a stable {@code error} code, a human {@code message}, the request
 * {@code field} at fault when there is one, and for refused answers the validators' reasons.
 */
public record ErrorBody(String error, String message, String field, List<String> reasons, String requestId,
                        Object validationMetrics) {

    public static ErrorBody of(String error, String message) {
        return new ErrorBody(error, message, null, null, null, null);
    }

    public static ErrorBody of(String error, String message, String field) {
        return new ErrorBody(error, message, field, null, null, null);
    }
}
