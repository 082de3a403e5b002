package io.ragguard.console.account;

import io.ragguard.login.boundary.Logins;
import io.ragguard.console.warmup.WarmUpPass;
import io.ragguard.people.boundary.Role;
import io.ragguard.people.boundary.SignedIn;
import io.ragguard.people.boundary.UserView;
import io.ragguard.people.boundary.Users;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.security.enterprise.AuthenticationStatus;
import jakarta.security.enterprise.authentication.mechanism.http.HttpAuthenticationMechanism;
import jakarta.security.enterprise.authentication.mechanism.http.HttpMessageContext;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import java.io.IOException;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * How people sign in to the console: the login form posts {@code j_username} and {@code j_password} to
 * {@code j_security_check}, and {@link Users} checks them against the configured logins, the users in the
 * database and, where one is configured, the directory (LDAP). The person signed in is kept in the
 * session, whose id changes at the login, and each request of the session is signed in as that person
 * with the groups of their roles ({@link ConsoleRoles}). A protected page asked for without a login is
 * remembered and the browser sent to the login form, and back to the page after it; a Faces Ajax action
 * whose login ended is sent to the login form saying so, since an Ajax request cannot show it.
 *
 * <p>A login that came over plain HTTP is sent to the login form at the console's public HTTPS address
 * ({@code ragguard.public-url}, never the request's {@code Host}) before anything of it is read. While the
 * user or the address is locked out after too many wrong passwords ({@link Logins}) the attempt is refused
 * with 429 before the password is looked at; failures, locks and logins are audited.
 *
 * <p>The console's own warm-up at start ({@link WarmUpPass}) reads pages as a caller with both roles, without
 * a session of its own.
 */
@ApplicationScoped
public class ConsoleLogin implements HttpAuthenticationMechanism {

    private static final System.Logger LOG = System.getLogger(ConsoleLogin.class.getName());
    /** The session attribute holding the {@link SignedIn} person. */
    static final String PERSON = ConsoleLogin.class.getName() + ".person";
    /** The session attribute holding the page asked for before the login. */
    static final String WANTED = ConsoleLogin.class.getName() + ".wanted";
    /** The session attribute holding when the person was last looked up. */
    static final String CHECKED = ConsoleLogin.class.getName() + ".checked";
    /** How often a stored user's session looks the user up again. */
    static final Duration RECHECK = Duration.ofMinutes(1);
    static final String LOGIN_PAGE = "/login.xhtml";
    static final String ERROR_PAGE = "/login-error.xhtml";

    @Inject
    Users users;

    @Inject
    Logins logins;

    @Inject
    PublicAddress publicAddress;

    @Inject
    WarmUpPass warmUpPass;

    @Override
    public AuthenticationStatus validateRequest(HttpServletRequest request, HttpServletResponse response,
                                                HttpMessageContext context) {
        try {
            if (warmUpPass.admits(request)) {
                return context.notifyContainerAboutLogin(WarmUpPass.CALLER, ConsoleRoles.groups(Arrays.stream(Role.values())
                        .map(Role::wire).collect(Collectors.toSet())));
            }
            if (isLoginPost(request)) {
                return login(request, response, context);
            }
            HttpSession session = request.getSession(false);
            Object person = session == null ? null : session.getAttribute(PERSON);
            if (person instanceof SignedIn signedIn) {
                Optional<SignedIn> current = stillSignedIn(session, signedIn);
                if (current.isPresent()) {
                    return context.notifyContainerAboutLogin(current.get().name(),
                            ConsoleRoles.groups(current.get().roles()));
                }
                session.invalidate();
            }
            if (!context.isProtected()) {
                return context.doNothing();
            }
            return askToLogIn(request, response);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "console login not checked: {0}", e.toString());
            return unavailable(response);
        } catch (IOException e) {
            LOG.log(Level.WARNING, "console login not answered: {0}", e.toString());
            return AuthenticationStatus.SEND_FAILURE;
        }
    }

    private AuthenticationStatus login(HttpServletRequest request, HttpServletResponse response,
                                       HttpMessageContext context) throws IOException {
        if (!request.isSecure()) {
            redirect(response, publicAddress.console(request.getContextPath() + LOGIN_PAGE));
            return AuthenticationStatus.SEND_CONTINUE;
        }
        String user = request.getParameter("j_username");
        String password = request.getParameter("j_password");
        String address = request.getRemoteAddr();
        Optional<Duration> locked = recorded(() -> logins.lockedFor(user, address), Optional.empty());
        if (locked.isPresent()) {
            refuse(request, response, locked.get());
            return AuthenticationStatus.SEND_CONTINUE;
        }
        Optional<SignedIn> person = user == null || password == null ? Optional.empty()
                : users.authenticate(user.strip(), password);
        if (person.isEmpty()) {
            Optional<Duration> lock = recorded(() -> logins.failed(user, address, "console"), Optional.empty());
            if (lock.isPresent()) {
                refuse(request, response, lock.get());
            } else {
                redirect(response, request.getContextPath() + ERROR_PAGE);
            }
            return AuthenticationStatus.SEND_CONTINUE;
        }
        HttpSession session = request.getSession(true);
        Object wanted = session.getAttribute(WANTED);
        request.changeSessionId();
        session = request.getSession(false);
        session.removeAttribute(WANTED);
        session.setAttribute(PERSON, person.get());
        session.setAttribute(CHECKED, System.currentTimeMillis());
        recorded(() -> {
            logins.succeeded(person.get().name(), address, "console");
            return null;
        }, null);
        context.notifyContainerAboutLogin(person.get().name(), ConsoleRoles.groups(person.get().roles()));
        redirect(response, request.getContextPath() + (wanted instanceof String page ? page : "/"));
        return AuthenticationStatus.SEND_CONTINUE;
    }

    /**
     * The person of the session as they are now: a stored user is looked up again at most every
     * {@link #RECHECK}, so that one who was disabled, or lost their roles, is signed out within it and a
     * change of roles takes effect; the configured logins and the directory's people stay as they signed in
     * until the session ends.
     */
    private Optional<SignedIn> stillSignedIn(HttpSession session, SignedIn person) {
        if (!SignedIn.DATABASE.equals(person.source())) {
            return Optional.of(person);
        }
        long now = System.currentTimeMillis();
        Object checked = session.getAttribute(CHECKED);
        if (checked instanceof Long at && now - at < RECHECK.toMillis()) {
            return Optional.of(person);
        }
        Optional<SignedIn> current = users.find(person.name()).filter(UserView::enabled)
                .filter(user -> !user.roles().isEmpty())
                .map(user -> new SignedIn(user.name(), user.displayName(), user.roles(), person.source()));
        current.ifPresent(refreshed -> {
            session.setAttribute(PERSON, refreshed);
            session.setAttribute(CHECKED, now);
        });
        return current;
    }

    /** Remembers the page (a GET of it) and sends the browser, or a Faces Ajax action, to the login form. */
    private static AuthenticationStatus askToLogIn(HttpServletRequest request, HttpServletResponse response)
            throws IOException {
        if ("partial/ajax".equals(request.getHeader("Faces-Request"))) {
            SessionExpiry.answer(request, response);
            return AuthenticationStatus.SEND_CONTINUE;
        }
        if ("GET".equals(request.getMethod())) {
            String page = request.getRequestURI().substring(request.getContextPath().length());
            String query = request.getQueryString();
            request.getSession(true).setAttribute(WANTED, query == null ? page : page + "?" + query);
        }
        redirect(response, request.getContextPath() + LOGIN_PAGE);
        return AuthenticationStatus.SEND_CONTINUE;
    }

    private static boolean isLoginPost(HttpServletRequest request) {
        return "POST".equalsIgnoreCase(request.getMethod())
                && request.getRequestURI().equals(request.getContextPath() + "/j_security_check");
    }

    /**
     * Sends the browser on with a redirect. It must be {@link HttpServletResponse#sendRedirect}: the container
     * answers a mechanism that continues the dialogue ({@code SEND_CONTINUE}) with the redirect it recorded
     * there, and with 401 where there is none.
     */
    private static void redirect(HttpServletResponse response, String location) throws IOException {
        response.setHeader("Cache-Control", "no-store");
        response.sendRedirect(location);
    }

    private static void refuse(HttpServletRequest request, HttpServletResponse response, Duration lock)
            throws IOException {
        long seconds = Logins.retryAfterSeconds(lock);
        response.setStatus(429);
        response.setHeader("Retry-After", Long.toString(seconds));
        response.setHeader("Cache-Control", "no-store");
        response.setContentType("text/html");
        response.setCharacterEncoding(StandardCharsets.UTF_8.name());
        response.getWriter().write("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"UTF-8\"/>"
                + "<title>RAG Guard · Sign-in locked</title></head><body><main id=\"login-locked\">"
                + "<h1>RAG Guard console</h1><p>Too many failed sign-ins for this user or from this address. "
                + "Try again in " + seconds + " seconds.</p><p><a href=\"" + request.getContextPath()
                + "/\">Back to sign-in</a></p></main></body></html>");
    }

    /** The people cannot be looked up (the database is away): a page that says so, never a stack trace. */
    private static AuthenticationStatus unavailable(HttpServletResponse response) {
        try {
            response.setStatus(503);
            response.setHeader("Retry-After", "5");
            response.setContentType("text/html");
            response.setCharacterEncoding(StandardCharsets.UTF_8.name());
            response.getWriter().write("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"UTF-8\"/>"
                    + "<title>RAG Guard · Sign-in unavailable</title></head><body><main id=\"login-unavailable\">"
                    + "<h1>RAG Guard console</h1><p>The sign-in cannot be checked just now. Try again in a few "
                    + "seconds.</p></main></body></html>");
        } catch (IOException | IllegalStateException e) {
            LOG.log(Level.WARNING, "console login not answered: {0}", e.toString());
        }
        return AuthenticationStatus.SEND_CONTINUE;
    }

    /** The audit and the counts must not decide a login when the database is away: logged, and the default. */
    private static <T> T recorded(Supplier<T> work, T otherwise) {
        try {
            return work.get();
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "login not recorded: {0}", e.toString());
            return otherwise;
        }
    }
}
