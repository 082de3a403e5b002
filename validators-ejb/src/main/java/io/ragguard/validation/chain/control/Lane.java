package io.ragguard.validation.chain.control;

import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * Validators that run one after another, each on the answer as the one before it left it, on one
 * task of the executor: one hand-off for a phase instead of one for each validator. Whoever comes
 * first runs the lane: a thread of the executor, or the caller when it needs the first result and the
 * executor refused the lane or left it queued past {@link ValidatorTask#GRACE_NANOS} (so the caller
 * never waits for a task stuck behind busy threads). The caller
 * waits for each in turn until its budget, counted from the moment the one before it ended (the
 * first's from the lane's start), is spent; then it {@link #abandon abandons} the lane: the running
 * validator is interrupted and the lane runs no further, so the caller starts a new lane for the
 * rest. Whether a validator finished in time or was abandoned is decided under one lock, so the
 * caller and the lane always agree on the answer the next validator sees.
 */
final class Lane implements Runnable {

    private final List<Validator> validators;
    private final Function<Validator, ValidatorSettings> settings;
    private final ToLongFunction<Validator> budgetNanos;
    private final CompletableFuture<Attempt>[] attempts;
    private final long[] ready;
    private ValidationInput input;
    private Thread runner;
    private boolean started;
    private boolean abandoned;
    private final long offered = System.nanoTime();
    private volatile boolean refused;

    @SuppressWarnings("unchecked")
    private Lane(List<Validator> validators, ValidationInput input, Function<Validator, ValidatorSettings> settings,
                 ToLongFunction<Validator> budgetMillis) {
        this.validators = List.copyOf(validators);
        this.input = input;
        this.settings = settings;
        this.budgetNanos = v -> TimeUnit.MILLISECONDS.toNanos(budgetMillis.applyAsLong(v));
        this.attempts = new CompletableFuture[validators.size()];
        for (int i = 0; i < attempts.length; i++) {
            attempts[i] = new CompletableFuture<>();
        }
        this.ready = new long[validators.size()];
    }

    /**
     * Offers a lane for {@code validators} (at least one), the first to see {@code input}, to the
     * executor; when it refuses, the caller runs the lane when it waits for the first result.
     */
    static Lane start(List<Validator> validators, ValidationInput input,
                      Function<Validator, ValidatorSettings> settings, ToLongFunction<Validator> budgetMillis,
                      Executor executor) {
        Lane lane = new Lane(validators, input, settings, budgetMillis);
        try {
            executor.execute(lane);
        } catch (RejectedExecutionException e) {
            lane.refused = true; // the caller runs it
        }
        return lane;
    }

    int size() {
        return validators.size();
    }

    /**
     * The attempt of validator {@code index}, waiting for it until its budget is spent. A timeout
     * abandons the lane: {@link #abandoned()} is then true and the validators after it never run here.
     */
    Attempt await(int index) {
        CompletableFuture<Attempt> attempt = attempts[index];
        if (index == 0 && !refused) {
            awaitStart();
        }
        if (claim()) {
            boolean interrupted = Thread.interrupted();
            try {
                runClaimed();
            } finally {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }
        long since;
        synchronized (this) {
            since = ready[index];
        }
        long deadline = since + budgetNanos.applyAsLong(validators.get(index));
        try {
            return attempt.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            return abandon(index, Attempt.failed(Attempt.TIMEOUT, (System.nanoTime() - since) / 1_000));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return abandon(index, Attempt.failed("interrupted", 0));
        } catch (ExecutionException e) {
            throw new IllegalStateException("a lane's attempts never fail", e);
        }
    }

    /** Gives the executor its grace to start the lane. */
    private synchronized void awaitStart() {
        long left = offered + ValidatorTask.GRACE_NANOS - System.nanoTime();
        while (!started && left > 0) {
            try {
                TimeUnit.NANOSECONDS.timedWait(this, left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            left = offered + ValidatorTask.GRACE_NANOS - System.nanoTime();
        }
    }

    synchronized boolean abandoned() {
        return abandoned;
    }

    /** Ends the lane at {@code index} with {@code reason}, unless that validator has just finished. */
    private synchronized Attempt abandon(int index, Attempt reason) {
        if (attempts[index].isDone()) {
            return attempts[index].join();
        }
        abandoned = true;
        if (runner != null) {
            runner.interrupt();
        }
        attempts[index].complete(reason);
        return reason;
    }

    @Override
    public void run() {
        if (claim()) {
            runClaimed();
        }
    }

    /** Takes the lane to run it; false when another thread has, or it was abandoned. */
    private synchronized boolean claim() {
        if (started || abandoned) {
            return false;
        }
        started = true;
        ready[0] = System.nanoTime();
        notifyAll();
        return true;
    }

    private void runClaimed() {
        for (int i = 0; i < validators.size(); i++) {
            ValidationInput current;
            synchronized (this) {
                if (abandoned) {
                    return;
                }
                runner = Thread.currentThread();
                current = input;
            }
            Validator validator = validators.get(i);
            long start = System.nanoTime();
            Attempt attempt;
            try {
                Verdict verdict = validator.validate(current, settings.apply(validator));
                long nanos = System.nanoTime() - start;
                attempt = nanos > budgetNanos.applyAsLong(validator) ? Attempt.failed(Attempt.TIMEOUT, nanos / 1_000)
                        : Attempt.of(verdict, nanos / 1_000);
            } catch (RuntimeException | Error e) {
                attempt = Attempt.failed("exception " + e.getClass().getSimpleName(),
                        (System.nanoTime() - start) / 1_000);
            }
            synchronized (this) {
                runner = null;
                Thread.interrupted(); // an abandon that came too late must not reach the pool's next task
                if (abandoned) {
                    return;
                }
                input = attempt.patches() ? current.withAnswer(attempt.verdict().patch()) : current;
                if (i + 1 < ready.length) {
                    ready[i + 1] = System.nanoTime();
                }
                attempts[i].complete(attempt);
            }
        }
    }
}
