package io.ragguard.api;

import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * The response as the resources below the login filter see it, so that the 401 the container gives on
 * its own reaches the caller as the API's JSON, not as an empty body with the container's Basic realm:
 * a role a resource requires of a caller that presented an integration key, which is no login. The
 * container's challenge for its realm is the sign: it is dropped, and the JSON refusal is written before
 * the container can send its empty body. Every other response passes as it is.
 */
final class ContainerRefusals extends HttpServletResponseWrapper {

    private final HttpServletRequest request;
    private boolean challenged;
    private boolean written;

    ContainerRefusals(HttpServletRequest request, HttpServletResponse response) {
        super(response);
        this.request = request;
    }

    @Override
    public void setHeader(String name, String value) {
        if (!heldBack(name, value)) {
            super.setHeader(name, value);
        }
    }

    @Override
    public void addHeader(String name, String value) {
        if (!heldBack(name, value)) {
            super.addHeader(name, value);
        }
    }

    /** Whether the header is the container's challenge, which is noted and never sent. */
    private boolean heldBack(String name, String value) {
        boolean challenge = containerChallenge(name, value);
        challenged |= challenge;
        return challenge;
    }

    @Override
    public void sendError(int status) throws IOException {
        sendError(status, null);
    }

    @Override
    public void sendError(int status, String message) throws IOException {
        if (challenged && status == 401) {
            refuse();
        } else {
            super.sendError(status, message);
        }
    }

    @Override
    public void flushBuffer() throws IOException {
        refuse();
        super.flushBuffer();
    }

    @Override
    public ServletOutputStream getOutputStream() throws IOException {
        refuse();
        return super.getOutputStream();
    }

    @Override
    public PrintWriter getWriter() throws IOException {
        if (challenged) {
            refuse();
            return new PrintWriter(new OutputStreamWriter(super.getOutputStream(), StandardCharsets.UTF_8));
        }
        return super.getWriter();
    }

    /** Writes the refusal once the container has challenged, if nothing was sent yet. */
    void refuse() throws IOException {
        if (!challenged || written) {
            return;
        }
        written = true;
        HttpServletResponse response = (HttpServletResponse) getResponse();
        if (response.isCommitted()) {
            return;
        }
        response.resetBuffer();
        response.setStatus(401);
        response.setContentType("application/json");
        response.setHeader("Cache-Control", "no-store");
        response.setHeader("WWW-Authenticate", ApiLogin.CHALLENGE);
        response.setCharacterEncoding(StandardCharsets.UTF_8.name());
        response.getOutputStream().write(ErrorResponses.json(request, 401, ErrorBody.of("credentials_required",
                "this resource needs a login with a role that opens it (HTTP Basic); an integration key does not"))
                .getBytes(StandardCharsets.UTF_8));
    }

    /** The container's Basic challenge for its own realm: the API names its own challenges. */
    private static boolean containerChallenge(String name, String value) {
        return "WWW-Authenticate".equalsIgnoreCase(name) && value != null && value.contains("defaultRealm");
    }
}
