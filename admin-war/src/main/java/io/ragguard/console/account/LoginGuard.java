package io.ragguard.console.account;

import io.ragguard.login.boundary.Logins;
import jakarta.inject.Inject;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Stands in front of the container's form login ({@code j_security_check}): a login that came over plain
 * HTTP is sent to the login form at the console's public HTTPS address ({@code ragguard.public-url},
 * never the request's {@code Host}) before anything of it is read, and is not logged in; while the user
 * or the address is locked out after too many wrong passwords ({@link Logins}) the attempt is refused
 * with 429 before the container looks at the password; otherwise the container logs in, and this tells
 * {@link Logins} how it ended, so that it counts failures and audits logins, failures and locks.
 */
public class LoginGuard extends HttpFilter {

    private static final System.Logger LOG = System.getLogger(LoginGuard.class.getName());

    @Inject
    Logins logins;

    @Inject
    PublicAddress publicAddress;

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (!request.isSecure()) {
            response.setStatus(HttpServletResponse.SC_SEE_OTHER);
            response.setHeader("Location", publicAddress.console(request.getContextPath() + "/login.xhtml"));
            response.setHeader("Cache-Control", "no-store");
            return;
        }
        if (!"POST".equalsIgnoreCase(request.getMethod())) {
            chain.doFilter(request, response);
            return;
        }
        String user = request.getParameter("j_username");
        String address = request.getRemoteAddr();
        Optional<Duration> locked = recorded(() -> logins.lockedFor(user, address), Optional.empty());
        if (locked.isPresent()) {
            refuse(request, response, locked.get());
            return;
        }
        chain.doFilter(request, response);
        if (request.getRemoteUser() != null) {
            recorded(() -> {
                logins.succeeded(request.getRemoteUser(), address, "console");
                return null;
            }, null);
        } else {
            recorded(() -> logins.failed(user, address, "console"), Optional.empty());
        }
    }

    private static void refuse(HttpServletRequest request, HttpServletResponse response, Duration lock)
            throws IOException {
        long seconds = Logins.retryAfterSeconds(lock);
        response.setStatus(429);
        response.setHeader("Retry-After", Long.toString(seconds));
        response.setContentType("text/html");
        response.setCharacterEncoding(StandardCharsets.UTF_8.name());
        response.getWriter().write("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"UTF-8\"/>"
                + "<title>RAG Guard · Sign-in locked</title></head><body><main id=\"login-locked\">"
                + "<h1>RAG Guard console</h1><p>Too many failed sign-ins for this user or from this address. "
                + "Try again in " + seconds + " seconds.</p><p><a href=\"" + request.getContextPath()
                + "/\">Back to sign-in</a></p></main></body></html>");
    }

    /** The database being away must not decide a login: the failure is logged and the default used. */
    private static <T> T recorded(Supplier<T> work, T otherwise) {
        try {
            return work.get();
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "login not recorded: {0}", e.toString());
            return otherwise;
        }
    }
}
