package io.ragguard.concurrency;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * Work offered to an executor that whoever comes first runs: a thread of the executor, or the thread
 * that needs the result ({@link #join}) when none has taken it yet. The waiter therefore never waits
 * for work queued behind busy threads, only for work that is running, and only up to a deadline.
 */
public final class Offered<T> implements Runnable {

    private final Supplier<T> work;
    private final AtomicBoolean claimed = new AtomicBoolean();
    private final CompletableFuture<T> result = new CompletableFuture<>();

    private Offered(Supplier<T> work) {
        this.work = work;
    }

    /** Offers the work to the executor (none, or one that refuses it: the caller of {@link #join} runs it). */
    public static <T> Offered<T> to(Executor executor, Supplier<T> work) {
        Offered<T> offered = new Offered<>(work);
        if (executor != null) {
            try {
                executor.execute(offered);
            } catch (RejectedExecutionException e) {
                // join runs it
            }
        }
        return offered;
    }

    @Override
    public void run() {
        if (claimed.compareAndSet(false, true)) {
            try {
                result.complete(work.get());
            } catch (RuntimeException | Error e) {
                result.completeExceptionally(e);
            }
        }
    }

    /**
     * The result: computed here if no thread has started the work, else waited for until {@code limit}.
     *
     * @throws TimeoutException when the work running elsewhere is not done by then
     * @throws RuntimeException the work's own exception
     */
    public T join(Duration limit) throws TimeoutException {
        run();
        try {
            return result.get(limit.toNanos(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for offered work", e);
        } catch (ExecutionException e) {
            throw InFlight.cause(e);
        }
    }
}
