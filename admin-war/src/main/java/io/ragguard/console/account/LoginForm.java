package io.ragguard.console.account;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;

/**
 * Hands the login form's post ({@code j_security_check}) to the console's mechanism ({@link ConsoleLogin})
 * before the container's own form login can take it. Liberty sets up an application's mechanism the first
 * time a protected page is asked for; until then it answers a post to {@code j_security_check} with its
 * built-in form login, against its registry, which holds nobody: the first login after a start that did not
 * open a page first (a bookmarked form, a script) would be refused. {@link HttpServletRequest#authenticate}
 * asks the mechanism whatever came before, and it answers the post (a redirect, or the lock page).
 */
public class LoginForm extends HttpFilter {

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (!"POST".equalsIgnoreCase(request.getMethod())) {
            chain.doFilter(request, response);
            return;
        }
        if (request.authenticate(response) && !response.isCommitted()) {
            response.setHeader("Cache-Control", "no-store");
            response.sendRedirect(request.getContextPath() + "/");
        }
    }
}
