package io.ragguard.console.account;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;

/**
 * No console response may be shown in a frame of another site (clickjacking): {@code X-Frame-Options}
 * on every one, for browsers that predate the pages' {@code frame-ancestors 'none'}.
 */
public class FrameGuard extends HttpFilter {

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        response.setHeader("X-Frame-Options", "DENY");
        chain.doFilter(request, response);
    }
}
