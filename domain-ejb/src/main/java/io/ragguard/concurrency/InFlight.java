package io.ragguard.concurrency;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Waits for work another thread is doing (a text it is embedding, evidence it is splitting), as a
 * validator's thread must: interruptibly, so that a validator past its budget can be stopped, and up
 * to a deadline, so that a stuck thread does not hold its waiters forever.
 */
public final class InFlight {

    /** Longer than any pass of the model or split of evidence takes; a wait past it means a stuck thread. */
    public static final Duration LIMIT = Duration.ofSeconds(30);

    private InFlight() {
    }

    /** The value, or the work's own runtime exception; an {@link IllegalStateException} when the wait ends first. */
    public static <T> T await(CompletableFuture<T> work) {
        try {
            return work.get(LIMIT.toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for work in flight", e);
        } catch (TimeoutException e) {
            throw new IllegalStateException("work in flight not done after " + LIMIT.toSeconds() + " s", e);
        } catch (ExecutionException e) {
            throw cause(e);
        }
    }

    /** The work's own unchecked exception, to be thrown again as it was; a checked one wrapped. */
    static RuntimeException cause(ExecutionException e) {
        if (e.getCause() instanceof Error error) {
            throw error;
        }
        return e.getCause() instanceof RuntimeException runtime ? runtime : new IllegalStateException(e.getCause());
    }
}
