package io.ragguard.api;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;

/**
 * Every error the API returns: a stable {@code error} code, a human {@code message}, the request
 * {@code field} at fault when there is one, and for refused answers the validators' reasons.
 */
@Schema(description = "An error of /api: a stable code, what went wrong in words, and the request field at fault "
        + "when there is one; a refused answer (validation_failed) adds why, its record and the validators' verdict.")
public record ErrorBody(
        @Schema(description = "The error's code, snake_case", example = "invalid_request") String error,
        @Schema(description = "What went wrong, in words", example = "message is missing or empty") String message,
        @Schema(description = "The request field at fault, when there is one", example = "message") String field,
        @Schema(description = "With validation_failed: why the answer was refused, as \"<validator>: <reason>\"",
                example = "[\"citation-required: no_citations\"]") List<String> reasons,
        @Schema(name = "request_id", description = "With validation_failed: the refused answer's record")
        String requestId,
        @Schema(name = "validation_metrics", implementation = ValidationMetrics.class,
                description = "With validation_failed: the validators' verdict") Object validationMetrics) {

    public static ErrorBody of(String error, String message) {
        return new ErrorBody(error, message, null, null, null, null);
    }

    public static ErrorBody of(String error, String message, String field) {
        return new ErrorBody(error, message, field, null, null, null);
    }
}
