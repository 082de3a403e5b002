package io.ragguard.generation.control;

import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * One provider's circuit breaker. Closed, it lets calls through and counts failures in a row; at
 * {@code threshold} it opens and refuses calls for {@code openFor}; then it lets one trial call through
 * (half open), which closes it on success or opens it again on failure.
 */
final class CircuitBreaker {

    enum State { CLOSED, OPEN, HALF_OPEN }

    private final int threshold;
    private final long openNanos;
    private final LongSupplier clock;
    private State state = State.CLOSED;
    private int failures;
    private long openedAt;
    private boolean trialRunning;

    CircuitBreaker(int threshold, Duration openFor, LongSupplier clock) {
        this.threshold = threshold;
        this.openNanos = openFor.toNanos();
        this.clock = clock;
    }

    /** Whether a call may go now; a half-open breaker lets exactly one through until it reports. */
    synchronized boolean allow() {
        if (state == State.OPEN && clock.getAsLong() - openedAt >= openNanos) {
            state = State.HALF_OPEN;
            trialRunning = false;
        }
        if (state == State.HALF_OPEN) {
            if (trialRunning) {
                return false;
            }
            trialRunning = true;
            return true;
        }
        return state == State.CLOSED;
    }

    synchronized void succeeded() {
        state = State.CLOSED;
        failures = 0;
        trialRunning = false;
    }

    synchronized void failed() {
        failures++;
        if (state == State.HALF_OPEN || failures >= threshold) {
            state = State.OPEN;
            openedAt = clock.getAsLong();
            trialRunning = false;
        }
    }

    /** A call that ended without telling anything about the provider's health (a refused key, a filter). */
    synchronized void released() {
        trialRunning = false;
    }

    synchronized State state() {
        return state;
    }
}
