package io.ragguard.api;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * Writes an {@link ErrorBody} as the whole response where JAX-RS does not: in filters and error pages;
 * under {@code /v1} in OpenAI's form ({@link OpenAiError}).
 */
public final class ErrorResponses {

    private ErrorResponses() {
    }

    public static void write(HttpServletRequest request, HttpServletResponse response, int status, ErrorBody body)
            throws IOException {
        if (response.isCommitted()) {
            return;
        }
        response.resetBuffer();
        response.setStatus(status);
        response.setContentType("application/json");
        response.setHeader("Cache-Control", "no-store");
        response.setCharacterEncoding(StandardCharsets.UTF_8.name());
        response.getWriter().write(json(request, status, body));
    }

    /** The error as the API words it for the path asked: OpenAI's form on /v1, RAG Guard's elsewhere. */
    static String json(HttpServletRequest request, int status, ErrorBody body) {
        return JsonNaming.JSONB.toJson(OpenAiError.applies(path(request)) ? OpenAiError.of(status, body) : body);
    }

    /** The path asked for, from the server's root: the original one when the container forwarded to an error page. */
    private static String path(HttpServletRequest request) {
        Object original = request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI);
        String uri = original instanceof String forwarded ? forwarded : request.getRequestURI();
        return uri.substring(Math.min(uri.length(), request.getContextPath().length()));
    }
}
