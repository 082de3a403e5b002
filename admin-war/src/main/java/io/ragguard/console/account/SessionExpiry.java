package io.ragguard.console.account;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * A console action (a Faces Ajax request) sent after the login ended is redirected by the container to the
 * login form, which an Ajax request cannot show. This answers it instead with a Faces redirect to the
 * login form saying why, so the page is left at once and never shows as saved what was not; after
 * signing in the container returns to the page, which shows what is saved.
 */
public class SessionExpiry extends HttpFilter {

    static final String EXPIRED = "/login.xhtml?session=expired";

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (!"partial/ajax".equals(request.getHeader("Faces-Request"))) {
            chain.doFilter(request, response);
            return;
        }
        answer(request, response);
    }

    /** Answers a Faces Ajax request with a redirect to the login form that says the session expired. */
    static void answer(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setContentType("text/xml");
        response.setCharacterEncoding(StandardCharsets.UTF_8.name());
        response.setHeader("Cache-Control", "no-store");
        response.getWriter().write("<?xml version=\"1.0\" encoding=\"UTF-8\"?><partial-response><redirect url=\""
                + request.getContextPath() + EXPIRED.replace("&", "&amp;") + "\"></redirect></partial-response>");
    }
}
