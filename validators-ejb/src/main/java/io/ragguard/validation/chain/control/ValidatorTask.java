package io.ragguard.validation.chain.control;

import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;

import java.util.Collection;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One validator running on the executor, with a deadline counted from its submission. A task past
 * its deadline is cancelled: it does not start if it has not, and its thread is interrupted if it has.
 */
final class ValidatorTask implements Runnable {

    private final Validator validator;
    private final ValidationInput input;
    private final ValidatorSettings settings;
    private final long budgetNanos;
    private final long submitted = System.nanoTime();
    private final CompletableFuture<Verdict> verdict = new CompletableFuture<>();
    private volatile long startNanos;
    private volatile long endNanos;
    private Thread runner;
    private boolean cancelled;

    private ValidatorTask(Validator validator, ValidationInput input, ValidatorSettings settings, long budgetMillis) {
        this.validator = validator;
        this.input = input;
        this.settings = settings;
        this.budgetNanos = TimeUnit.MILLISECONDS.toNanos(budgetMillis);
    }

    static ValidatorTask start(Validator validator, ValidationInput input, ValidatorSettings settings,
                               long budgetMillis, Executor executor) {
        ValidatorTask task = new ValidatorTask(validator, input, settings, budgetMillis);
        try {
            executor.execute(task);
        } catch (RejectedExecutionException e) {
            task.verdict.completeExceptionally(e);
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
            if (cancelled) {
                return;
            }
            runner = Thread.currentThread();
        }
        startNanos = System.nanoTime();
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

    String name() {
        return validator.name();
    }

    long deadline() {
        return submitted + budgetNanos;
    }

    boolean isDone() {
        return verdict.isDone();
    }

    /** The outcome now: a verdict in time, an exception, or a timeout (which cancels the task). */
    Attempt attempt() {
        if (!verdict.isDone()) {
            cancel();
            return Attempt.failed(Attempt.TIMEOUT, (System.nanoTime() - submitted) / 1_000);
        }
        long micros = (endNanos - (startNanos == 0 ? submitted : startNanos)) / 1_000;
        try {
            Verdict judged = verdict.join();
            return endNanos - startNanos > budgetNanos ? Attempt.failed(Attempt.TIMEOUT, micros)
                    : Attempt.of(judged, micros);
        } catch (RuntimeException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            return Attempt.failed("exception " + cause.getClass().getSimpleName(), Math.max(0, micros));
        }
    }

    /** Interrupts a running validator; one not started yet never starts, and its future ends now. */
    private synchronized void cancel() {
        cancelled = true;
        if (runner != null) {
            runner.interrupt();
        } else if (startNanos == 0) {
            verdict.completeExceptionally(new CancellationException("cancelled before it started"));
        }
    }
}
