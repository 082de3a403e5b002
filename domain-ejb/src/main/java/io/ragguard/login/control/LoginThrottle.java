package io.ragguard.login.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Failed logins counted per user name and per client address, on this node. After
 * {@code login.max-failures} failures in a row for a user (or {@code login.max-failures-per-address}
 * from an address) further attempts are refused for {@code login.lock-seconds}, and each lock that
 * follows doubles, up to {@code login.max-lock-seconds}. A successful login clears the count of its
 * user only: one valid login does not buy an address new guesses at other users' passwords. An address's
 * count starts again after {@code login.max-lock-seconds} without a failure. Addresses are counted as
 * one where they are one client: every loopback address together ({@code 127.0.0.1}, {@code ::1}), an
 * IPv4 address however it is written, an IPv6 address by its /64 network. A lock applies whether or not
 * the user exists, so it tells nothing about which names are real.
 */
@ApplicationScoped
public class LoginThrottle {

    /** Entries kept at most; beyond it, the ones not locked are forgotten first. */
    static final int MAX_ENTRIES = 100_000;

    @Inject
    @ConfigProperty(name = "login.max-failures", defaultValue = "5")
    Provider<Integer> maxFailures;

    @Inject
    @ConfigProperty(name = "login.max-failures-per-address", defaultValue = "20")
    Provider<Integer> maxFailuresPerAddress;

    @Inject
    @ConfigProperty(name = "login.lock-seconds", defaultValue = "30")
    Provider<Integer> lockSeconds;

    @Inject
    @ConfigProperty(name = "login.max-lock-seconds", defaultValue = "900")
    Provider<Integer> maxLockSeconds;

    Clock clock = Clock.systemUTC();

    private final Map<String, Failures> entries = new ConcurrentHashMap<>();

    /** Failures in a row of one user or address, the lock they led to, and when the last one came. */
    private record Failures(int count, int locks, Instant lockedUntil, Instant last) {
    }

    /** A failure that was counted, and the lock it started, if it started one. */
    public record Counted(Optional<Duration> lock) {
    }

    /** How long logins of this user, or from this address, stay refused; empty when they may try. */
    public Optional<Duration> locked(String user, String address) {
        Instant now = clock.instant();
        Duration longest = Duration.ZERO;
        for (String key : new String[] {userKey(user), addressKey(address)}) {
            Failures failures = entries.get(key);
            if (failures != null && failures.lockedUntil() != null && failures.lockedUntil().isAfter(now)) {
                Duration left = Duration.between(now, failures.lockedUntil());
                longest = left.compareTo(longest) > 0 ? left : longest;
            }
        }
        return longest.isZero() ? Optional.empty() : Optional.of(longest);
    }

    /** Counts a failed login; returns the lock it started, if it reached a limit. */
    public Counted failed(String user, String address) {
        forgetIfFull();
        Optional<Duration> byUser = count(userKey(user), maxFailures.get());
        Optional<Duration> byAddress = count(addressKey(address), maxFailuresPerAddress.get());
        return new Counted(byUser.isPresent() ? byUser : byAddress);
    }

    /** Clears the count of the user after a successful login; the address's stays. */
    public void succeeded(String user, String address) {
        entries.remove(userKey(user));
    }

    /** Counts one failure of the key; at the limit the count starts again under a lock twice the last. */
    private Optional<Duration> count(String key, int limit) {
        Instant now = clock.instant();
        Duration quiet = Duration.ofSeconds(maxLockSeconds.get());
        Failures next = entries.compute(key, (k, old) -> {
            Failures current = old == null ? new Failures(0, 0, null, null) : old;
            int earlier = current.last() != null && current.last().plus(quiet).isBefore(now) ? 0 : current.count();
            int count = earlier + 1;
            if (count < limit) {
                return new Failures(count, current.locks(), current.lockedUntil(), now);
            }
            long seconds = Math.min((long) maxLockSeconds.get(),
                    (long) lockSeconds.get() << Math.min(current.locks(), 20));
            return new Failures(0, current.locks() + 1, now.plusSeconds(seconds), now);
        });
        return next.count() == 0 ? Optional.of(Duration.between(now, next.lockedUntil())) : Optional.empty();
    }

    private void forgetIfFull() {
        if (entries.size() < MAX_ENTRIES) {
            return;
        }
        Instant now = clock.instant();
        entries.entrySet().removeIf(e -> e.getValue().lockedUntil() == null || e.getValue().lockedUntil().isBefore(now));
        if (entries.size() >= MAX_ENTRIES) {
            entries.clear();
        }
    }

    private static String userKey(String user) {
        return "user:" + (user == null ? "" : user);
    }

    private static String addressKey(String address) {
        return "address:" + ClientAddress.of(address);
    }
}
