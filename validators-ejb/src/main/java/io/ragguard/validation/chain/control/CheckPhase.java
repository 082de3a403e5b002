package io.ragguard.validation.chain.control;

import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;

import java.lang.System.Logger.Level;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * The {@code CHECK} phase of one run: the checks side by side on the executor, each as soon as the
 * checks it depends on are done, each waited for until its budget is spent. The waiting is done by
 * one task of the executor, so that the caller runs the later phases meanwhile: a check judges the
 * answer as it arrived and a patcher only waits for the checks it names in {@code after()}
 * ({@link #await}). Whoever needs the checks first does the waiting: if the executor has not started
 * that task by the time the caller needs a check, the caller does it itself, so the caller never
 * waits on a task that has not started.
 */
final class CheckPhase {

    private static final System.Logger LOG = System.getLogger(CheckPhase.class.getName());
    private static final long WAIT_SLACK_MS = 1_000;

    private final List<Validator> checks;
    private final ValidationInput input;
    private final Function<Validator, ValidatorSettings> settings;
    private final ToLongFunction<Validator> budgetMillis;
    private final Executor executor;
    private final Map<String, CompletableFuture<Attempt>> attempts = new LinkedHashMap<>();
    private final AtomicBoolean claimed = new AtomicBoolean();

    private CheckPhase(List<Validator> checks, ValidationInput input, Function<Validator, ValidatorSettings> settings,
                       ToLongFunction<Validator> budgetMillis, Executor executor) {
        this.checks = List.copyOf(checks);
        this.input = input;
        this.settings = settings;
        this.budgetMillis = budgetMillis;
        this.executor = executor;
        checks.forEach(check -> attempts.put(check.name(), new CompletableFuture<>()));
    }

    /** A phase without checks, for the phases that come before the checks. */
    static CheckPhase none() {
        return new CheckPhase(List.of(), null, v -> null, v -> 0, null);
    }

    /** Starts the checks and returns at once; with {@code beside} false, returns when they are done. */
    static CheckPhase start(List<Validator> checks, ValidationInput input,
                            Function<Validator, ValidatorSettings> settings, ToLongFunction<Validator> budgetMillis,
                            Executor executor, boolean beside) {
        CheckPhase phase = new CheckPhase(checks, input, settings, budgetMillis, executor);
        if (checks.isEmpty()) {
            return phase;
        }
        if (beside) {
            try {
                executor.execute(phase::watch);
                return phase;
            } catch (RejectedExecutionException e) {
                // the caller waits for the checks itself
            }
        }
        phase.watch();
        return phase;
    }

    /** The attempt of each check of the phase, in the order given, once every one is done. */
    Map<String, Attempt> awaitAll() {
        await(attempts.keySet());
        Map<String, Attempt> done = new LinkedHashMap<>();
        attempts.forEach((name, attempt) -> done.put(name, attempt.join()));
        return done;
    }

    /**
     * Waits until the checks named are done; names of validators that are not checks of this phase are
     * ignored. The watcher ends each check by its deadline; should it be held up past all the checks'
     * budgets together (running checks here one after another), a check still not done is a timeout.
     */
    void await(Collection<String> names) {
        if (done(names)) {
            return;
        }
        watch();
        long limit = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(
                checks.stream().mapToLong(budgetMillis).sum() + WAIT_SLACK_MS);
        for (String name : names) {
            CompletableFuture<Attempt> attempt = attempts.get(name);
            if (attempt == null) {
                continue;
            }
            try {
                attempt.get(Math.max(0, limit - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (TimeoutException e) {
                attempt.complete(Attempt.failed(Attempt.TIMEOUT, 0));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                attempt.complete(Attempt.failed("interrupted", 0));
            } catch (ExecutionException e) {
                throw new IllegalStateException("a check's attempts never fail", e);
            }
        }
    }

    /** Whether every check named (names that are not checks of this phase are ignored) is done. */
    boolean done(Collection<String> names) {
        return names.stream().map(attempts::get).allMatch(a -> a == null || a.isDone());
    }

    /**
     * Starts each check once those it depends on are done, runs here any that no thread of the
     * executor has taken, and waits for each until its budget is spent; only the first caller does
     * this, later ones return at once.
     */
    private void watch() {
        if (!claimed.compareAndSet(false, true)) {
            return;
        }
        Map<String, ValidatorTask> started = new LinkedHashMap<>();
        try {
            while (attempts.values().stream().anyMatch(a -> !a.isDone())) {
                for (Validator check : checks) {
                    if (!started.containsKey(check.name()) && done(ValidatorOrder.dependencies(check, checks))) {
                        started.put(check.name(), ValidatorTask.start(check, input, settings.apply(check),
                                budgetMillis.applyAsLong(check), executor));
                    }
                }
                boolean ranOne = started.values().stream().anyMatch(ValidatorTask::runHereIfWaiting);
                if (!ranOne) {
                    started.values().stream().filter(t -> !attempts.get(t.name()).isDone())
                            .mapToLong(ValidatorTask::deadline).min()
                            .ifPresent(deadline -> ValidatorTask.awaitAny(started.values(), deadline));
                }
                long now = System.nanoTime();
                for (ValidatorTask task : started.values()) {
                    CompletableFuture<Attempt> attempt = attempts.get(task.name());
                    if (!attempt.isDone() && (task.isDone() || task.overdue(now))) {
                        attempt.complete(task.attempt());
                    }
                }
            }
        } catch (RuntimeException | Error e) {
            LOG.log(Level.ERROR, "the checks could not be waited for", e);
            attempts.values().forEach(a -> a.complete(Attempt.failed("exception " + e.getClass().getSimpleName(), 0)));
            throw e;
        }
    }
}
