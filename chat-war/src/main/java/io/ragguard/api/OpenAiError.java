package io.ragguard.api;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * An error as OpenAI's API words it, {@code {"error": {"message", "type", "param", "code"}}}, so that the
 * SDKs raise their own exceptions for it: RAG Guard's error code is the {@code code}, the request field at
 * fault the {@code param}, and the status decides the {@code type}.
 */
@Schema(description = "An error of /v1, in OpenAI's form, so that OpenAI's SDKs raise their own exceptions for it.")
public record OpenAiError(Detail error) {

    /** The path prefix under which every error takes this form. */
    public static final String DOOR = "/v1/";

    @Schema(name = "OpenAiErrorDetail")
    public record Detail(
            @Schema(description = "What went wrong, in words", example = "messages must be a non-empty array")
            String message,
            @Schema(description = "Decided by the status: authentication_error (401), permission_error (403), "
                    + "rate_limit_error (429), server_error (5xx), invalid_request_error (any other)",
                    example = "invalid_request_error")
            String type,
            @Schema(description = "The request field at fault, when there is one", example = "messages") String param,
            @Schema(description = "RAG Guard's error code, as under /api", example = "invalid_request") String code) {
    }

    public static OpenAiError of(int status, ErrorBody body) {
        return new OpenAiError(new Detail(body.message(), type(status), body.field(), body.error()));
    }

    /** Whether a request path (from the server's root) is the OpenAI door's. */
    public static boolean applies(String path) {
        return path != null && (path.startsWith(DOOR) || path.equals("/v1"));
    }

    static String type(int status) {
        return switch (status) {
            case 401 -> "authentication_error";
            case 403 -> "permission_error";
            case 429 -> "rate_limit_error";
            default -> status >= 500 ? "server_error" : "invalid_request_error";
        };
    }
}
