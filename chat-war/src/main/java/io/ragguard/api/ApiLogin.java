package io.ragguard.api;

import io.ragguard.integration.boundary.IntegrationKeys;
import io.ragguard.integration.boundary.KeyView;
import io.ragguard.login.boundary.Logins;
import io.ragguard.people.boundary.SignedIn;
import io.ragguard.people.boundary.Users;
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
 * How the API logs callers in: HTTP Basic on every call, the password checked by {@link Users} (the
 * configured logins, the users in the database, the directory where one is configured), the request then
 * carrying that person and their roles ({@link SignedInRequest}), and nothing else. A cookie (the
 * console's session, an SSO token) never logs in here ({@code useAuthenticationDataForUnprotectedResource}
 * is off and no URL of the API has a constraint: each resource carries its own {@code @RolesAllowed}),
 * so a page on another site cannot make a signed-in browser change anything through the API. Wrong
 * passwords are counted per user and per address ({@link Logins}); while either is locked out, a login
 * is refused with 429 and {@code Retry-After} before the password is looked at. The answering endpoints
 * ({@code /api/chat}, {@code /api/validate}) and the OpenAI door ({@code /v1}) take an integration key
 * ({@code Authorization: Bearer}) and nothing else: it must be neither revoked nor expired, and within its
 * rate (else 429 with {@code Retry-After}). Knowledge reads take a key or a login. Refusals are JSON, like
 * every other error of the API, in OpenAI's form under {@code /v1} ({@link ErrorResponses}). (This is a
 * filter rather than a Jakarta Security mechanism: with one,
 * Liberty 26.0.0.3 parses a refused request's Basic header again for its audit and answers a malformed
 * one with a 500.)
 */
public class ApiLogin extends HttpFilter {

    private static final System.Logger LOG = System.getLogger(ApiLogin.class.getName());
    static final String CHALLENGE = "Basic realm=\"RAG Guard\", charset=\"UTF-8\"";
    private static final String BEARER = "Bearer ";
    /** The request attribute that holds the {@link KeyView} of the integration key a request presented. */
    public static final String KEY = "io.ragguard.integration.key";
    private static final String BEARER_CHALLENGE = "Bearer realm=\"RAG Guard\"";
    /** Paths that take an integration key and no login: the answering endpoints and the OpenAI door. */
    private static final List<String> KEYED = List.of("/api/chat/", "/api/validate", "/v1/");
    /** Paths whose reads take an integration key or a login: a tenant's knowledge. */
    private static final String KNOWLEDGE = "/api/knowledge";
    /** Where the container sends what it refuses itself. */
    private static final String ERROR_PAGE = "/error-page";

    @Inject
    Logins logins;

    @Inject
    IntegrationKeys keys;

    @Inject
    Users users;

    @Inject
    RateLimits rates;

    @Override
    protected void doFilter(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        String path = path(request);
        String header = request.getHeader("Authorization");
        boolean keyed = under(path, KEYED);
        if (path.equals(ERROR_PAGE)) {
            chain.doFilter(request, response);
            return;
        }
        if (header == null || header.isBlank()) {
            if (keyed) {
                keyRequired(request, response, "this endpoint needs an integration key: Authorization: Bearer <key>");
            } else {
                refuse(request, response, 401, "credentials_required", "this resource needs HTTP Basic credentials");
            }
            return;
        }
        if (header.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
            if (keyed || under(path, List.of(KNOWLEDGE)) && "GET".equals(request.getMethod())) {
                bearer(request, response, chain, header.substring(BEARER.length()).strip());
            } else {
                refuse(request, response, 401, "credentials_required", "an integration key opens the chat, validate "
                        + "and /v1 endpoints and knowledge reads only; this resource needs HTTP Basic credentials");
            }
            return;
        }
        if (keyed) {
            keyRequired(request, response, "this endpoint takes an integration key (Authorization: Bearer <key>), "
                    + "not a login");
            return;
        }
        Optional<String[]> credentials = basic(header);
        if (credentials.isEmpty()) {
            refuse(request, response, 401, "invalid_credentials",
                    "the Authorization header must be Basic with a base64 user:password");
            return;
        }
        String user = credentials.get()[0];
        String address = request.getRemoteAddr();
        Optional<Duration> locked = quietly(() -> logins.lockedFor(user, address), Optional.empty());
        if (locked.isPresent()) {
            locked(request, response, locked.get());
            return;
        }
        Optional<SignedIn> person;
        try {
            person = users.authenticate(user, credentials.get()[1]);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "login not checked: {0}", e.toString());
            response.setHeader("Retry-After", Long.toString(DatabaseOutage.RETRY_AFTER_SECONDS));
            ErrorResponses.write(request, response, 503, ErrorBody.of("database_unavailable",
                    "the login cannot be checked just now; retry after " + DatabaseOutage.RETRY_AFTER_SECONDS + " s"));
            return;
        }
        if (person.isEmpty()) {
            Optional<Duration> lock = quietly(() -> logins.failed(user, address, "api"), Optional.empty());
            if (lock.isPresent()) {
                locked(request, response, lock.get());
            } else {
                refuse(request, response, 401, "invalid_credentials", "the user name or password is wrong");
            }
            return;
        }
        quietly(() -> {
            logins.succeeded(person.get().name(), address, "api");
            return null;
        }, null);
        passOn(new SignedInRequest(request, person.get()), response, chain);
    }

    /**
     * An integration key ({@code Authorization: Bearer <key>}): accepted while it is neither revoked nor
     * expired, and named to the request as {@link #KEY}; refused with 401 otherwise.
     */
    private void bearer(HttpServletRequest request, HttpServletResponse response, FilterChain chain, String key)
            throws IOException, ServletException {
        Optional<KeyView> accepted;
        try {
            accepted = keys.authenticate(key);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "integration key not checked: {0}", e.toString());
            response.setHeader("Retry-After", Long.toString(DatabaseOutage.RETRY_AFTER_SECONDS));
            ErrorResponses.write(request, response, 503, ErrorBody.of("database_unavailable",
                    "the key cannot be checked just now; retry after " + DatabaseOutage.RETRY_AFTER_SECONDS + " s"));
            return;
        }
        if (accepted.isEmpty()) {
            response.setHeader("WWW-Authenticate", BEARER_CHALLENGE);
            ErrorResponses.write(request, response, 401, ErrorBody.of("invalid_key",
                    "the integration key is unknown, revoked or expired"));
            return;
        }
        OptionalLong wait = rates.admit(accepted.get());
        if (wait.isPresent()) {
            response.setHeader("Retry-After", Long.toString(wait.getAsLong()));
            ErrorResponses.write(request, response, 429, ErrorBody.of("rate_limited", "the integration key "
                    + accepted.get().name() + " may send " + accepted.get().ratePerMinute()
                    + " requests a minute; retry after " + wait.getAsLong() + " s"));
            return;
        }
        request.setAttribute(KEY, accepted.get());
        passOn(request, response, chain);
    }

    /** Lets the request through, any refusal the container gives on its own answered as JSON. */
    private static void passOn(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        ContainerRefusals watched = new ContainerRefusals(request, response);
        chain.doFilter(request, watched);
        watched.refuse();
    }

    private static String path(HttpServletRequest request) {
        return request.getRequestURI().substring(request.getContextPath().length());
    }

    /** Whether the path is one of the prefixes ({@code /api/validate}) or below one ({@code /v1/}). */
    private static boolean under(String path, List<String> prefixes) {
        return prefixes.stream().anyMatch(prefix -> path.equals(prefix) || path.startsWith(prefix.endsWith("/")
                ? prefix : prefix + "/"));
    }

    private static void keyRequired(HttpServletRequest request, HttpServletResponse response, String message)
            throws IOException {
        response.setHeader("WWW-Authenticate", BEARER_CHALLENGE);
        ErrorResponses.write(request, response, 401, ErrorBody.of("key_required", message));
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

    private static void locked(HttpServletRequest request, HttpServletResponse response, Duration lock)
            throws IOException {
        long seconds = Logins.retryAfterSeconds(lock);
        response.setHeader("Retry-After", Long.toString(seconds));
        refuse(request, response, 429, "login_locked",
                "too many failed logins for this user or from this address; retry after " + seconds + " s");
    }

    private static void refuse(HttpServletRequest request, HttpServletResponse response, int status, String error,
                               String message) throws IOException {
        if (status == 401) {
            response.setHeader("WWW-Authenticate", CHALLENGE);
        }
        ErrorResponses.write(request, response, status, ErrorBody.of(error, message));
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
