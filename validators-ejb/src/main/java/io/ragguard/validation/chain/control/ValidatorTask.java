package io.ragguard.validation.chain.control;

import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;

import java.util.Collection;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One validator offered to the executor. Whoever comes first runs it: a thread of the executor, or
 * the thread waiting for it ({@link #runHereIfWaiting}) once the executor has refused it or left it
 * queued for {@link #GRACE_NANOS}, so that nobody waits for a task stuck behind busy threads. Its
 * budget counts from the moment it starts; one past its deadline is interrupted (unless its waiter
 * runs it: then it is timed, and judged a timeout afterwards if it overran).
 */
final class ValidatorTask implements Runnable {

    /** How long an idle executor takes at most to start a task; a task queued longer is run by its waiter. */
    static final long GRACE_NANOS = TimeUnit.MILLISECONDS.toNanos(3);

    private final Validator validator;
    private final ValidationInput input;
    private final ValidatorSettings settings;
    private final long budgetNanos;
    private final CompletableFuture<Verdict> verdict = new CompletableFuture<>();
    private final long offered = System.nanoTime();
    private volatile boolean refused;
    private volatile long startNanos;
    private volatile long endNanos;
    private Thread runner;
    private boolean claimed;
    private boolean cancelled;

    private ValidatorTask(Validator validator, ValidationInput input, ValidatorSettings settings, long budgetMillis) {
        this.validator = validator;
        this.input = input;
        this.settings = settings;
        this.budgetNanos = TimeUnit.MILLISECONDS.toNanos(budgetMillis);
    }

    /** Offers the validator to the executor; when it refuses, the task waits for its caller to run it. */
    static ValidatorTask start(Validator validator, ValidationInput input, ValidatorSettings settings,
                               long budgetMillis, Executor executor) {
        ValidatorTask task = new ValidatorTask(validator, input, settings, budgetMillis);
        try {
            executor.execute(task);
        } catch (RejectedExecutionException e) {
            task.refused = true; // the caller runs it
        }
        return task;
    }

    /** Waits until one of the tasks is done or the deadline ({@link System#nanoTime()}) passes. */
    static void awaitAny(Collection<ValidatorTask> tasks, long deadline) {
        CompletableFuture<?>[] futures = tasks.stream().filter(t -> !t.isDone()).map(t -> t.verdict)
                .toArray(CompletableFuture[]::new);
        if (futures.length == 0) {
            return;
        }
        try {
            CompletableFuture.anyOf(futures).get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (ExecutionException | TimeoutException e) {
            // one failed (its attempt tells how), or the deadline passed
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            tasks.forEach(ValidatorTask::cancel);
        }
    }

    @Override
    public void run() {
        synchronized (this) {
            if (claimed || cancelled) {
                return;
            }
            claimed = true;
            runner = Thread.currentThread();
            startNanos = System.nanoTime();
        }
        Verdict judged = null;
        Throwable failure = null;
        try {
            judged = validator.validate(input, settings);
        } catch (RuntimeException | Error e) {
            failure = e;
        } finally {
            endNanos = System.nanoTime(); // before the future completes, so that the waiting thread sees it
            synchronized (this) {
                runner = null;
                Thread.interrupted(); // a cancel that came too late must not reach the pool's next task
            }
        }
        if (failure == null) {
            verdict.complete(judged);
        } else {
            verdict.completeExceptionally(failure);
        }
    }

    /**
     * Runs the validator on the calling thread if the executor refused it or has left it queued past
     * {@link #GRACE_NANOS}; returns whether it did.
     */
    boolean runHereIfWaiting() {
        if (!waiting() || !refused && System.nanoTime() - offered < GRACE_NANOS) {
            return false;
        }
        Thread caller = Thread.currentThread();
        boolean interrupted = Thread.interrupted();
        try {
            run();
        } finally {
            if (interrupted) {
                caller.interrupt();
            }
        }
        return true;
    }

    /** Whether the task is still waiting for a thread to run it. */
    synchronized boolean waiting() {
        return !claimed && !cancelled;
    }

    String name() {
        return validator.name();
    }

    /**
     * When the waiter must look at it next: when its budget runs out once it has started, else when its
     * grace in the queue ends (the waiter then runs it).
     */
    long deadline() {
        long started = startNanos;
        return started == 0 ? offered + GRACE_NANOS : started + budgetNanos;
    }

    boolean isDone() {
        return verdict.isDone();
    }

    /** Whether the task has started and its budget has run out by {@code now}. */
    boolean overdue(long now) {
        long started = startNanos;
        return started != 0 && now - (started + budgetNanos) >= 0;
    }

    /** The outcome now: a verdict in time, an exception, or a timeout (which cancels the task). */
    Attempt attempt() {
        if (!verdict.isDone()) {
            cancel();
            long started = startNanos;
            return Attempt.failed(Attempt.TIMEOUT, started == 0 ? 0 : (System.nanoTime() - started) / 1_000);
        }
        long micros = (endNanos - startNanos) / 1_000;
        try {
            Verdict judged = verdict.join();
            return endNanos - startNanos > budgetNanos ? Attempt.failed(Attempt.TIMEOUT, micros)
                    : Attempt.of(judged, micros);
        } catch (RuntimeException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            return Attempt.failed("exception " + cause.getClass().getSimpleName(), Math.max(0, micros));
        }
    }

    /** Interrupts a running validator; one not started yet never starts. */
    private synchronized void cancel() {
        cancelled = true;
        if (runner != null) {
            runner.interrupt();
        }
    }
}
