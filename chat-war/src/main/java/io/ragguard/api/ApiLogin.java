package io.ragguard.api;

import io.ragguard.login.boundary.Logins;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.security.auth.message.callback.PasswordValidationCallback;
import jakarta.security.enterprise.AuthenticationStatus;
import jakarta.security.enterprise.authentication.mechanism.http.HttpAuthenticationMechanism;
import jakarta.security.enterprise.authentication.mechanism.http.HttpMessageContext;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.UnsupportedCallbackException;

import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * How the API logs callers in: HTTP Basic on every call, checked against the server's user registry,
 * and nothing else. A cookie (the console's session, an SSO token) never logs in here, so a page on
 * another site cannot make a signed-in browser change anything through the API. Wrong passwords are
 * counted per user and per address ({@link Logins}); while either is locked out, a login is refused
 * with 429 and {@code Retry-After} before the password is looked at. Refusals are JSON, like every
 * other error of the API. On a resource that needs no login, wrong credentials are refused all the
 * same, by {@link PathGuard}, since the container would let the request go on anonymously.
 */
@ApplicationScoped
public class ApiLogin implements HttpAuthenticationMechanism {

    private static final System.Logger LOG = System.getLogger(ApiLogin.class.getName());
    static final String CHALLENGE = "Basic realm=\"RAG Guard\", charset=\"UTF-8\"";

    @Inject
    Logins logins;

    @Override
    public AuthenticationStatus validateRequest(HttpServletRequest request, HttpServletResponse response,
                                                HttpMessageContext context) {
        if (request.getDispatcherType() != DispatcherType.REQUEST) {
            return context.doNothing(); // the error page of a refusal: the caller was judged already
        }
        String header = request.getHeader("Authorization");
        if (header == null || header.isBlank()) {
            return context.isProtected()
                    ? refuse(request, response, context, 401, "credentials_required", "this resource needs HTTP Basic credentials")
                    : context.doNothing();
        }
        Optional<String[]> credentials = basic(header);
        if (credentials.isEmpty()) {
            return refuse(request, response, context, 401, "invalid_credentials",
                    "the Authorization header must be Basic with a base64 user:password");
        }
        String user = credentials.get()[0];
        String address = request.getRemoteAddr();
        Optional<Duration> locked = quietly(() -> logins.lockedFor(user, address), Optional.empty());
        if (locked.isPresent()) {
            return locked(request, response, context, locked.get());
        }
        if (valid(context, user, credentials.get()[1])) {
            quietly(() -> {
                logins.succeeded(user, address, "api");
                return null;
            }, null);
            return AuthenticationStatus.SUCCESS;
        }
        Optional<Duration> lock = quietly(() -> logins.failed(user, address, "api"), Optional.empty());
        return lock.isPresent() ? locked(request, response, context, lock.get())
                : refuse(request, response, context, 401, "invalid_credentials", "the user name or password is wrong");
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

    /** The password checked by the container against its user registry, which also sets the caller and groups. */
    private static boolean valid(HttpMessageContext context, String user, String password) {
        PasswordValidationCallback check = new PasswordValidationCallback(context.getClientSubject(), user,
                password.toCharArray());
        try {
            context.getHandler().handle(new Callback[] {check});
            return check.getResult();
        } catch (IOException | UnsupportedCallbackException | RuntimeException e) {
            LOG.log(Level.WARNING, "password of " + user + " not checked", e);
            return false;
        } finally {
            check.clearPassword();
        }
    }

    private static AuthenticationStatus locked(HttpServletRequest request, HttpServletResponse response,
                                               HttpMessageContext context, Duration lock) {
        long seconds = Math.max(1, lock.toSeconds());
        response.setHeader("Retry-After", Long.toString(seconds));
        return refuse(request, response, context, 429, "login_locked",
                "too many failed logins for this user or from this address; retry after " + seconds + " s");
    }

    private static AuthenticationStatus refuse(HttpServletRequest request, HttpServletResponse response,
                                               HttpMessageContext context, int status, String error, String message) {
        if (status == 401) {
            response.setHeader("WWW-Authenticate", CHALLENGE);
        }
        ErrorBody body = ErrorBody.of(error, message);
        request.setAttribute(ErrorPages.BODY, body);
        if (!context.isProtected()) {
            request.setAttribute(PathGuard.REFUSED_LOGIN, status);
            return context.doNothing();
        }
        try {
            ErrorResponses.write(response, status, body);
        } catch (IOException e) {
            LOG.log(Level.WARNING, "login refusal not written", e);
        }
        return AuthenticationStatus.SEND_FAILURE;
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
