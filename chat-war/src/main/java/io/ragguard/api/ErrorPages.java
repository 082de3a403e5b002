package io.ragguard.api;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.lang.System.Logger.Level;
import java.util.Map;

/**
 * The API's error pages (web.xml): whatever the container itself refuses or fails at, outside JAX-RS (a
 * path it cannot decode, a method no servlet takes, an exception no mapper saw), is answered with the
 * API's JSON error body and never with the container's page, which names Java classes. Asked for
 * directly, the page is a 404 like any other path that names nothing.
 */
@WebServlet("/error-page")
public class ErrorPages extends HttpServlet {


    private static final System.Logger LOG = System.getLogger(ErrorPages.class.getName());

    private static final Map<Integer, String> CODES = Map.of(400, "bad_request", 401, "unauthorized",
            403, "forbidden", 404, "not_found", 405, "method_not_allowed", 413, "payload_too_large",
            415, "unsupported_media_type", 503, "unavailable");

    @Override
    protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Object code = request.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        // asked for directly, not forwarded to by the container: there is no such resource
        int status = code instanceof Integer number ? number : 404;
        Object thrown = request.getAttribute(RequestDispatcher.ERROR_EXCEPTION);
        if (thrown instanceof Throwable failure && status >= 500) {
            LOG.log(Level.ERROR, "request to " + request.getAttribute(RequestDispatcher.ERROR_REQUEST_URI)
                    + " failed", failure);
        }
        String error = CODES.getOrDefault(status, status >= 500 ? "internal_error" : "bad_request");
        ErrorResponses.write(request, response, status, ErrorBody.of(error, status >= 500
                ? "the server could not complete the request" : "the request was refused: " + error.replace('_', ' ')));
    }
}
