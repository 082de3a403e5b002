package io.ragguard.api;

import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

/** Writes an {@link ErrorBody} as the whole response where JAX-RS does not: in filters and error pages. */
public final class ErrorResponses {

    private ErrorResponses() {
    }

    public static void write(HttpServletResponse response, int status, ErrorBody body) throws IOException {
        if (response.isCommitted()) {
            return;
        }
        response.resetBuffer();
        response.setStatus(status);
        response.setContentType("application/json");
        response.setCharacterEncoding(StandardCharsets.UTF_8.name());
        response.getWriter().write(JsonNaming.JSONB.toJson(body));
    }
}
