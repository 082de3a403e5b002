package io.ragguard.openai.boundary;

import io.ragguard.api.ErrorBody;

/**
 * An error as OpenAI's API words it, {@code {"error": {"message", "type", "param", "code"}}}, so that the
 * SDKs raise their own exceptions for it: RAG Guard's error code is the {@code code}, the request field at
 * fault the {@code param}, and the status decides the {@code type}.
 */
public record OpenAiError(Detail error) {

    /** The path prefix under which every error takes this form. */
    public static final String DOOR = "/v1/";

    public record Detail(String message, String type, String param, String code) {
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
