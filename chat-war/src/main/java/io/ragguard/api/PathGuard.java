package io.ragguard.api;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Refuses, before anything else sees it, a request whose path could mean two things: one with a
 * {@code .} or {@code ..} segment, an encoded slash, backslash or dot, a backslash, an empty segment,
 * or a matrix parameter ({@code ;...}). The container resolves such a path one way for its security
 * constraints and JAX-RS another way for its resources ({@code /admin/settings/..} reached a resource
 * its constraint was meant to guard, and {@code /guardrails/1;DROP} deleted guard list entry 1), so
 * none of them is served: 400 {@code invalid_path}. TRACE is refused here too (405): no resource takes
 * it, and the container answers a TRACE it refuses later with an empty HTML page, not the API's JSON.
 */
public class PathGuard extends HttpFilter {


    private static final Pattern AMBIGUOUS = Pattern.compile("%2f|%5c|%2e|%00|\\\\|;|//|/\\.{1,2}(?:/|$)");

    /** Whether the raw path holds any of the forms that can mean two things. */
    static boolean ambiguous(String path) {
        return path != null && AMBIGUOUS.matcher(path.toLowerCase(Locale.ROOT)).find();
    }

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if ("TRACE".equalsIgnoreCase(request.getMethod())) {
            ErrorResponses.write(request, response, 405, ErrorBody.of("method_not_allowed", "the API takes no TRACE"));
            return;
        }
        if (ambiguous(request.getRequestURI())) {
            ErrorResponses.write(request, response, 400, ErrorBody.of("invalid_path",
                    "the path holds a dot segment, an encoded or back slash, an empty segment or a matrix "
                            + "parameter; send it in plain form"));
            return;
        }
        chain.doFilter(request, response);
    }
}
