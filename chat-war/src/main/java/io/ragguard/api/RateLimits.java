package io.ragguard.api;

import io.ragguard.integration.boundary.KeyView;
import jakarta.enterprise.context.ApplicationScoped;

import java.time.Clock;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The requests per minute of each integration key that has a rate limit, counted on this node in windows
 * of a clock minute. A request past the limit waits for the next window: {@link #admit} says how long.
 * (With several nodes behind a balancer, a key gets its limit on each node.)
 */
@ApplicationScoped
public class RateLimits {

    private record Window(long minute, int count) {
    }

    private final ConcurrentMap<Long, Window> windows = new ConcurrentHashMap<>();
    private Clock clock = Clock.systemUTC();

    /** Empty when the key may send this request now; otherwise the seconds until it may (at least 1). */
    public OptionalLong admit(KeyView key) {
        Integer limit = key.ratePerMinute();
        if (limit == null) {
            return OptionalLong.empty();
        }
        long millis = clock.millis();
        long minute = millis / 60_000;
        Window window = windows.merge(key.id(), new Window(minute, 1),
                (old, fresh) -> old.minute() == minute ? new Window(minute, old.count() + 1) : fresh);
        if (window.count() <= limit) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(Math.max(1, ((minute + 1) * 60_000 - millis + 999) / 1000));
    }

    void clock(Clock clock) {
        this.clock = clock;
    }
}
