package io.ragguard.login.boundary;

import io.ragguard.audit.boundary.AuditLog;
import io.ragguard.login.control.LoginAudits;
import io.ragguard.login.control.LoginThrottle;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;

import java.time.Duration;
import java.util.Optional;

/**
 * What the login mechanisms of the API and the console ask before and tell after checking a password:
 * whether the user or the address is locked out, and how the attempt ended. Failures and the locks they
 * lead to are audited ({@code login.failure}, {@code login.locked}), and so are logins
 * ({@code login}): each one to the console, and for the API, whose every call logs in anew, the first
 * of a user from an address after a failure or after {@link #API_LOGIN_AUDIT_INTERVAL}.
 */
@Stateless
public class Logins {

    /** An API user's logins from one address are audited at most this often. */
    public static final Duration API_LOGIN_AUDIT_INTERVAL = Duration.ofMinutes(10);

    @Inject
    LoginThrottle throttle;

    @Inject
    LoginAudits recentlyAudited;

    @Inject
    AuditLog audit;

    /** How long logins of the user or from the address stay refused; empty when they may try. */
    public Optional<Duration> lockedFor(String user, String address) {
        return throttle.locked(user, address);
    }

    /** Records a wrong password (or unknown user); returns the lock it started, if any. */
    public Optional<Duration> failed(String user, String address, String channel) {
        Optional<Duration> lock = throttle.failed(user, address).lock();
        audit.record(actor(user), "login.failure", channel, null, "from " + address);
        lock.ifPresent(duration -> audit.record(actor(user), "login.locked", channel, null,
                "from " + address + " for " + retryAfterSeconds(duration) + " s"));
        recentlyAudited.forget(user, address);
        return lock;
    }

    /** Records a successful login. */
    public void succeeded(String user, String address, String channel) {
        throttle.succeeded(user, address);
        if (!"api".equals(channel) || recentlyAudited.firstIn(user, address, API_LOGIN_AUDIT_INTERVAL)) {
            audit.record(user, "login", channel, null, "from " + address);
        }
    }

    /**
     * The whole seconds a client waits before a lock is over, rounded up: told 1 s of a lock with
     * 1.9 s left, it would come back while still locked.
     */
    public static long retryAfterSeconds(Duration lock) {
        long millis = Math.max(0, lock.toMillis());
        return Math.max(1, (millis + 999) / 1_000);
    }

    private static String actor(String user) {
        String name = user == null || user.isBlank() ? "(none)" : user;
        return name.length() > 200 ? name.substring(0, 200) : name;
    }
}
