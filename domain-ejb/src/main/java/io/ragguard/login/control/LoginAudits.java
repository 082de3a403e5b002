package io.ragguard.login.control;

import jakarta.enterprise.context.ApplicationScoped;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * When each user's login from each address was last audited, so that API calls, each of which logs
 * in, add one audit entry per user and address and interval rather than one per call.
 */
@ApplicationScoped
public class LoginAudits {

    static final int MAX_ENTRIES = 10_000;

    Clock clock = Clock.systemUTC();

    private final Map<String, Instant> audited = new ConcurrentHashMap<>();

    /** Whether this login is the first of the user from the address in {@code interval}; if so it counts as audited now. */
    public boolean firstIn(String user, String address, Duration interval) {
        if (audited.size() >= MAX_ENTRIES) {
            audited.clear();
        }
        Instant now = clock.instant();
        Instant[] previous = new Instant[1];
        audited.compute(user + "@" + address, (key, last) -> {
            previous[0] = last;
            return last == null || !last.plus(interval).isAfter(now) ? now : last;
        });
        return previous[0] == null || !previous[0].plus(interval).isAfter(now);
    }

    /** After a failure, the next login is audited again. */
    public void forget(String user, String address) {
        audited.remove(user + "@" + address);
    }
}
