package io.ragguard.validation.chain.control;

import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorResult;
import io.ragguard.validation.spi.Outcome;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;

import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Runs validators in {@link #order()} over one answer: phase by phase; the
 * {@code CHECK} phase in parallel on the executor wherever no {@code after()} dependency holds a
 * validator back, every other phase one validator at a time on one executor task (a {@link Lane}:
 * one hand-off a phase), each seeing the answer as patched by those before it. Each validator gets
 * {@code validator.<name>.budget-ms} (default {@code validation.budget-ms}, 200): one that exceeds it, or throws, is {@code error}, and
 * {@code validation.on.error} decides whether that fails the answer. A check that patches anyway
 * is applied after its phase, run again on the current answer if another patch came first.
 * Settings are read through {@code settings} (full names) on every run.
 */
public final class ChainRunner {

    public static final long DEFAULT_BUDGET_MS = 200;
    public static final long DEFAULT_ORDER = 100;
    private static final System.Logger LOG = System.getLogger(ChainRunner.class.getName());

    private final List<Validator> validators;
    private final List<String> names;
    private final Function<String, Optional<String>> settings;
    private final Executor executor;
    /** The last order computed, with the ranks it was computed for. */
    private volatile Ordered ordered;

    private record Ordered(List<Long> ranks, List<Validator> validators) {
    }

    public ChainRunner(List<Validator> validators, Function<String, Optional<String>> settings, Executor executor) {
        this.validators = List.copyOf(validators);
        this.names = this.validators.stream().map(Validator::name).toList();
        this.settings = settings;
        this.executor = executor;
    }

    public ValidationReport run(ValidationInput input, Predicate<Validator> selected) {
        boolean failClosed = "fail-closed".equalsIgnoreCase(setting("validation.on.error").orElse("fail-open"));
        List<Validator> running = order().stream().filter(selected).toList();
        Map<String, ValidatorResult> results = new HashMap<>();
        ValidationInput current = input;
        for (Phase phase : Phase.values()) {
            List<Validator> inPhase = running.stream().filter(v -> v.phase() == phase).toList();
            if (phase == Phase.CHECK) {
                current = checks(inPhase, current, results);
            } else {
                current = inTurn(inPhase, current, results);
            }
        }
        List<ValidatorResult> inOrder = running.stream().map(v -> results.get(v.name())).toList();
        boolean passed = inOrder.stream().noneMatch(r -> r.outcome() == Outcome.FAIL
                || r.outcome() == Outcome.ERROR && failClosed);
        List<String> reasons = new ArrayList<>();
        inOrder.stream().filter(ValidatorResult::flagged)
                .forEach(r -> r.reasons().forEach(reason -> reasons.add(r.name() + ": " + reason)));
        return new ValidationReport(passed, reasons, inOrder, input.answer(), current.answer());
    }

    /**
     * The validators of a sequential phase, each on the answer as those before it patched it, on one
     * {@link Lane}; after a timeout, the rest on a new one.
     */
    private ValidationInput inTurn(List<Validator> validators, ValidationInput input,
                                   Map<String, ValidatorResult> results) {
        ValidationInput current = input;
        int from = 0;
        while (from < validators.size()) {
            Lane lane = Lane.start(validators.subList(from, validators.size()), current, this::settingsOf,
                    this::budgetMillis, executor);
            int done = 0;
            while (done < lane.size()) {
                Validator validator = validators.get(from + done);
                Attempt attempt = lane.await(done);
                warnIfFailed(validator.name(), attempt);
                current = record(validator, attempt, current, results);
                done++;
                if (lane.abandoned()) {
                    break;
                }
            }
            from += done;
        }
        return current;
    }

    /** The checks side by side on one input; then their patches, if any, in order. */
    private ValidationInput checks(List<Validator> checks, ValidationInput input, Map<String, ValidatorResult> results) {
        Map<String, Attempt> attempts = attempts(checks, input);
        ValidationInput current = input;
        for (Validator validator : checks) {
            Attempt attempt = attempts.get(validator.name());
            if (attempt.patches() && !Objects.equals(current.answer(), input.answer())) {
                attempt = attempts(List.of(validator), current).get(validator.name());
            }
            current = record(validator, attempt, current, results);
        }
        return current;
    }

    /** Records one validator's result and returns the input the next one sees. */
    private static ValidationInput record(Validator validator, Attempt attempt, ValidationInput current,
                                          Map<String, ValidatorResult> results) {
        String name = validator.name();
        if (attempt.verdict() == null) {
            results.put(name, new ValidatorResult(name, Outcome.ERROR, 0.0, null, List.of(attempt.error()),
                    attempt.micros()));
            return current;
        }
        Verdict verdict = attempt.verdict();
        Outcome outcome = attempt.patches() ? Outcome.PATCHED : verdict.outcome();
        results.put(name, new ValidatorResult(name, outcome, verdict.score(), verdict.threshold(), verdict.reasons(),
                attempt.micros(), verdict.claims()));
        return attempt.patches() ? current.withAnswer(verdict.patch()) : current;
    }

    /**
     * Runs the validators on the executor, each as soon as those it depends on (among them) are done,
     * and waits for each until its budget is spent.
     */
    private Map<String, Attempt> attempts(List<Validator> validators, ValidationInput input) {
        Map<String, Attempt> done = new LinkedHashMap<>();
        Map<String, ValidatorTask> started = new LinkedHashMap<>();
        while (done.size() < validators.size()) {
            for (Validator v : validators) {
                if (!started.containsKey(v.name())
                        && done.keySet().containsAll(ValidatorOrder.dependencies(v, validators))) {
                    started.put(v.name(), ValidatorTask.start(v, input, settingsOf(v), budgetMillis(v), executor));
                }
            }
            started.values().stream().filter(t -> !done.containsKey(t.name()))
                    .mapToLong(ValidatorTask::deadline).min()
                    .ifPresent(deadline -> ValidatorTask.awaitAny(started.values(), deadline));
            long now = System.nanoTime();
            for (ValidatorTask task : started.values()) {
                if (!done.containsKey(task.name()) && (task.isDone() || now - task.deadline() >= 0)) {
                    Attempt attempt = task.attempt();
                    warnIfFailed(task.name(), attempt);
                    done.put(task.name(), attempt);
                }
            }
        }
        return done;
    }

    private static void warnIfFailed(String name, Attempt attempt) {
        if (attempt.verdict() == null) {
            LOG.log(Level.WARNING, "validator {0}: {1}", name, attempt.error());
        }
    }

    private ValidatorSettings settingsOf(Validator validator) {
        String prefix = "validator." + validator.name() + ".";
        return ValidatorSettings.of(parameter -> settings.apply(prefix + parameter));
    }

    /**
     * The validators in the order they run now: by phase and declared dependencies, and among the
     * validators those leave free by {@code validator.<name>.order} (default {@value #DEFAULT_ORDER};
     * lower first), then by name. The settings are read on every run, so a changed order applies to the
     * next answer; the validators are sorted again only when one of them changed.
     */
    public List<Validator> order() {
        List<Long> ranks = names.stream()
                .map(name -> number(setting("validator." + name + ".order"), DEFAULT_ORDER)).toList();
        Ordered last = ordered;
        if (last != null && last.ranks().equals(ranks)) {
            return last.validators();
        }
        Map<String, Long> byName = new HashMap<>();
        for (int i = 0; i < names.size(); i++) {
            byName.put(names.get(i), ranks.get(i));
        }
        List<Validator> sorted = ValidatorOrder.sort(validators, v -> byName.get(v.name()));
        ordered = new Ordered(ranks, sorted);
        return sorted;
    }

    /** {@code validator.<name>.budget-ms}, else {@code validation.budget-ms}, else 200; at least 1. */
    public long budgetMillis(Validator validator) {
        long global = number(setting("validation.budget-ms"), DEFAULT_BUDGET_MS);
        return Math.max(1, number(setting("validator." + validator.name() + ".budget-ms"), global));
    }

    private Optional<String> setting(String name) {
        return settings.apply(name).map(String::strip).filter(v -> !v.isEmpty());
    }

    private static long number(Optional<String> value, long defaultValue) {
        try {
            return value.map(Long::parseLong).orElse(defaultValue);
        } catch (NumberFormatException e) {
            LOG.log(Level.WARNING, "not a whole number: {0}; using {1}", value.get(), defaultValue);
            return defaultValue;
        }
    }
}
