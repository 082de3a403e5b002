package io.ragguard.api;

import io.ragguard.integration.boundary.IntegrationKeys;
import io.ragguard.integration.boundary.KeyView;
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
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Supplier;

/**
 * How the API logs callers in: HTTP Basic on every call, the password checked by the container
 * against its user registry ({@link HttpServletRequest#login}), and nothing else. A cookie (the
 * console's session, an SSO token) never logs in here ({@code useAuthenticationDataForUnprotectedResource}
 * is off and no URL of the API has a constraint: each resource carries its own {@code @RolesAllowed}),
 * so a page on another site cannot make a signed-in browser change anything through the API. Wrong
 * passwords are counted per user and per address ({@link Logins}); while either is locked out, a login
 * is refused with 429 and {@code Retry-After} before the password is looked at. Only the answering
 * endpoints take a request without credentials, or with an integration key ({@code Bearer}) that is
 * neither revoked nor expired (and within its rate, else 429 with {@code Retry-After}); anywhere else it
 * gets a 401 challenge. Refusals are
 * JSON, like every other error of the API. (This is a filter rather than a Jakarta Security mechanism: with one,
 * Liberty 26.0.0.3 parses a refused request's Basic header again for its audit and answers a malformed
 * one with a 500.)
 */
public class ApiLogin extends HttpFilter {

    private static final System.Logger LOG = System.getLogger(ApiLogin.class.getName());
    static final String CHALLENGE = "Basic realm=\"RAG Guard\", charset=\"UTF-8\"";
    private static final String BEARER = "Bearer ";
    /** The request attribute that holds the {@link KeyView} of the integration key a request presented. */
    public static final String KEY = "io.ragguard.integration.key";
    /** Paths (under the API's root) that answer without a login: the question and validation endpoints. */
    private static final List<String> OPEN = List.of("/chat/", "/validate", "/error-page");

    @Inject
    Logins logins;

    @Inject
    IntegrationKeys keys;

    @Inject
    RateLimits rates;

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        String header = request.getHeader("Authorization");
        if (header == null || header.isBlank()) {
            if (open(request)) {
                chain.doFilter(request, response);
            } else {
                refuse(response, 401, "credentials_required", "this resource needs HTTP Basic credentials");
            }
            return;
        }
        if (header.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
            bearer(request, response, chain, header.substring(BEARER.length()).strip());
            return;
        }
        Optional<String[]> credentials = basic(header);
        if (credentials.isEmpty()) {
            refuse(response, 401, "invalid_credentials", "the Authorization header must be Basic with a base64 user:password");
            return;
        }
        String user = credentials.get()[0];
        String address = request.getRemoteAddr();
        Optional<Duration> locked = quietly(() -> logins.lockedFor(user, address), Optional.empty());
        if (locked.isPresent()) {
            locked(response, locked.get());
            return;
        }
        if (!valid(request, user, credentials.get()[1])) {
            Optional<Duration> lock = quietly(() -> logins.failed(user, address, "api"), Optional.empty());
            if (lock.isPresent()) {
                locked(response, lock.get());
            } else {
                refuse(response, 401, "invalid_credentials", "the user name or password is wrong");
            }
            return;
        }
        quietly(() -> {
            logins.succeeded(user, address, "api");
            return null;
        }, null);
        chain.doFilter(request, response);
    }

    /**
     * An integration key ({@code Authorization: Bearer <key>}): accepted on the answering endpoints while it
     * is neither revoked nor expired, and named to the request as {@link #KEY}; refused with 401 otherwise.
     */
    private void bearer(HttpServletRequest request, HttpServletResponse response, FilterChain chain, String key)
            throws IOException, ServletException {
        if (!open(request)) {
            refuse(response, 401, "credentials_required", "an integration key opens the chat and validate "
                    + "endpoints only; this resource needs HTTP Basic credentials");
            return;
        }
        Optional<KeyView> accepted;
        try {
            accepted = keys.authenticate(key);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "integration key not checked: {0}", e.toString());
            response.setHeader("Retry-After", Long.toString(DatabaseOutage.RETRY_AFTER_SECONDS));
            ErrorResponses.write(response, 503, ErrorBody.of("database_unavailable",
                    "the key cannot be checked just now; retry after " + DatabaseOutage.RETRY_AFTER_SECONDS + " s"));
            return;
        }
        if (accepted.isEmpty()) {
            response.setHeader("WWW-Authenticate", "Bearer realm=\"RAG Guard\"");
            ErrorResponses.write(response, 401, ErrorBody.of("invalid_key",
                    "the integration key is unknown, revoked or expired"));
            return;
        }
        OptionalLong wait = rates.admit(accepted.get());
        if (wait.isPresent()) {
            response.setHeader("Retry-After", Long.toString(wait.getAsLong()));
            ErrorResponses.write(response, 429, ErrorBody.of("rate_limited", "the integration key "
                    + accepted.get().name() + " may send " + accepted.get().ratePerMinute()
                    + " requests a minute; retry after " + wait.getAsLong() + " s"));
            return;
        }
        request.setAttribute(KEY, accepted.get());
        chain.doFilter(request, response);
    }

    private static boolean open(HttpServletRequest request) {
        String path = request.getRequestURI().substring(request.getContextPath().length());
        return OPEN.stream().anyMatch(prefix -> path.equals(prefix) || path.startsWith(prefix.endsWith("/") ? prefix
                : prefix + "/"));
    }

    /** User and password of a Basic header; empty when it is not one. */
    static Optional<String[]> basic(String header) {
        if (!header.regionMatches(true, 0, "Basic ", 0, 6)) {
            return Optional.empty();
        }
        try {
            String decoded = new String(Base64.getDecoder().decode(header.substring(6).strip()), StandardCharsets.UTF_8);
            int colon = decoded.indexOf(':');
            return colon <= 0 ? Optional.empty()
                    : Optional.of(new String[] {decoded.substring(0, colon), decoded.substring(colon + 1)});
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** Logs the caller in for this request when the registry knows the password. */
    private static boolean valid(HttpServletRequest request, String user, String password) {
        try {
            request.login(user, password);
            return true;
        } catch (ServletException e) {
            return false;
        }
    }

    private static void locked(HttpServletResponse response, Duration lock) throws IOException {
        long seconds = Logins.retryAfterSeconds(lock);
        response.setHeader("Retry-After", Long.toString(seconds));
        refuse(response, 429, "login_locked",
                "too many failed logins for this user or from this address; retry after " + seconds + " s");
    }

    private static void refuse(HttpServletResponse response, int status, String error, String message)
            throws IOException {
        if (status == 401) {
            response.setHeader("WWW-Authenticate", CHALLENGE);
        }
        ErrorResponses.write(response, status, ErrorBody.of(error, message));
    }

    /** The audit and the counts must not decide a login when the database is away: logged, and the default. */
    private static <T> T quietly(Supplier<T> work, T otherwise) {
        try {
            return work.get();
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "login not recorded: {0}", e.toString());
            return otherwise;
        }
    }
}
