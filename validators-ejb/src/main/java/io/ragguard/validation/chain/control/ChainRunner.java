package io.ragguard.validation.chain.control;

import io.ragguard.verdict.AnswerStatus;
import io.ragguard.validation.chain.boundary.ErrorPolicy;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorResult;
import io.ragguard.validation.spi.DeclineReason;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;

import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Runs validators in {@link #order()} over one answer. The {@code CHECK} validators run in parallel
 * on the executor wherever no {@code after()} dependency holds one back ({@link CheckPhase}), and
 * beside them the later phases: each of those one validator at a time on one executor task (a
 * {@link Lane}: one hand-off a phase), each seeing the answer as patched by those before it, and
 * waiting only for the checks it names in {@code after()}. Checks judge the answer as it arrived, so
 * the patches need not wait for a slow check that no patcher reads (answer-relevancy's pass of the
 * model). Each validator gets {@code validator.<name>.budget-ms} (default {@code validation.budget-ms},
 * 200): one that exceeds it, or throws, is {@code error}, and {@code validation.on.error} decides
 * whether that fails the answer. A check that patches anyway is applied once the checks are done, run
 * again on the current answer if another check patched first, and the later phases then run again
 * on the patched answer (none of the built-in checks patches). Settings are read through
 * {@code settings} (full names) on every run.
 */
public final class ChainRunner {

    public static final long DEFAULT_BUDGET_MS = 200;
    public static final long DEFAULT_ORDER = 100;
    private static final System.Logger LOG = System.getLogger(ChainRunner.class.getName());
    private static final CheckPhase NO_CHECKS = CheckPhase.none();

    private final List<Validator> validators;
    private final List<String> names;
    private final Function<String, Optional<String>> settings;
    private final Executor executor;
    /** The last order computed, with the ranks it was computed for; shared with the runners {@link #using} makes. */
    private final AtomicReference<Ordered> ordered;

    private record Ordered(List<Long> ranks, List<Validator> validators) {
    }

    public ChainRunner(List<Validator> validators, Function<String, Optional<String>> settings, Executor executor) {
        this(List.copyOf(validators), settings, executor, new AtomicReference<>());
    }

    private ChainRunner(List<Validator> validators, Function<String, Optional<String>> settings, Executor executor,
                        AtomicReference<Ordered> ordered) {
        this.validators = validators;
        this.names = validators.stream().map(Validator::name).toList();
        this.settings = settings;
        this.executor = executor;
        this.ordered = ordered;
    }

    /**
     * This runner's validators reading their settings through {@code other} instead: the settings as a
     * tenant sees them, or a draft policy's over the live ones.
     */
    public ChainRunner using(Function<String, Optional<String>> other) {
        return new ChainRunner(validators, other, executor, ordered);
    }

    /** This runner's validators reading their settings through {@code other} and running on {@code elsewhere}. */
    public ChainRunner using(Function<String, Optional<String>> other, Executor elsewhere) {
        return new ChainRunner(validators, other, elsewhere, ordered);
    }

    /**
     * Runs the selected validators on the input read as a person reads it ({@link ValidationInput#normalized}):
     * the answer served is the one that arrived when no validator patched it, else the patched one.
     */
    public ValidationReport run(ValidationInput arriving, Predicate<Validator> selected) {
        ValidationInput input = arriving.normalized();
        boolean failClosed = failClosed();
        List<Validator> running = order().stream().filter(selected).toList();
        Map<String, ValidatorResult> results = new HashMap<>();
        ValidationInput arrived = inTurn(inPhase(running, Phase.LANGUAGE), input, results, NO_CHECKS);
        List<Validator> checks = inPhase(running, Phase.CHECK);
        List<Validator> later = running.stream().filter(v -> v.phase().compareTo(Phase.CHECK) > 0).toList();
        CheckPhase checking = CheckPhase.start(checks, arrived, this::settingsOf, this::budgetMillis, executor,
                !later.isEmpty());
        Map<String, ValidatorResult> laterResults = new HashMap<>();
        ValidationInput current = later(later, arrived, laterResults, checking);
        ValidationInput checked = checks(checks, checking.awaitAll(), arrived, results);
        if (!Objects.equals(checked.answer(), arrived.answer())) {
            // a check patched the answer: the later phases run again on the patched one
            laterResults.clear();
            current = later(later, checked, laterResults, checking);
        }
        results.putAll(laterResults);
        List<ValidatorResult> inOrder = running.stream().map(v -> results.get(v.name())).toList();
        List<String> reasons = new ArrayList<>();
        inOrder.stream().filter(ValidatorResult::flagsAnswer)
                .forEach(r -> r.reasons().forEach(reason -> reasons.add(r.name() + ": " + reason)));
        AnswerStatus status = status(running, inOrder, failClosed);
        DeclineReason declined = declineOf(current);
        String served = Objects.equals(current.answer(), input.answer()) ? arriving.answer() : current.answer();
        return ValidationReport.judged(status, declined, reasons, inOrder,
                arriving.answer(), served);
    }

    /**
     * Why the answer, as the chain leaves it, does not answer: the reason of the patch that replaced it with
     * a reply that does not, or, for an answer that arrived declining ("I don't know", "The passages do not
     * say"), {@code no_context}; null when it answers.
     */
    public static DeclineReason declineOf(ValidationInput answer) {
        if (answer.declined() != null) {
            return answer.declined();
        }
        return answer.declines() ? DeclineReason.NO_CONTEXT : null;
    }

    /** Whether {@code validation.on.error} is fail-closed now. */
    public boolean failClosed() {
        return ErrorPolicy.parse(setting("validation.on.error").orElse(null)) == ErrorPolicy.FAIL_CLOSED;
    }

    /**
     * Failed when a validator failed without a repair, or could not judge the answer where that refuses
     * it (fail-closed, or a validator that is always fail-closed); else unverified when one could not
     * judge it or could not vouch for it ({@link Outcome#UNVERIFIED}); else patched or passed.
     */
    public static AnswerStatus status(List<Validator> running, List<ValidatorResult> results, boolean failClosed) {
        boolean unverified = false;
        boolean patched = false;
        for (int i = 0; i < results.size(); i++) {
            ValidatorResult result = results.get(i);
            if (result.observed()) {
                continue;
            }
            switch (result.outcome()) {
                case FAIL -> {
                    return AnswerStatus.FAILED;
                }
                case ERROR -> {
                    if (failClosed || running.get(i).failClosed()) {
                        return AnswerStatus.FAILED;
                    }
                    unverified = true;
                }
                case UNVERIFIED -> unverified = true;
                case PATCHED -> patched = true;
                default -> {
                }
            }
        }
        return unverified ? AnswerStatus.UNVERIFIED : patched ? AnswerStatus.PATCHED : AnswerStatus.PASSED;
    }

    private static List<Validator> inPhase(List<Validator> validators, Phase phase) {
        return validators.stream().filter(v -> v.phase() == phase).toList();
    }

    /** The phases after the checks, in turn, on the answer as it arrived (or as a patching check left it). */
    private ValidationInput later(List<Validator> later, ValidationInput input, Map<String, ValidatorResult> results,
                                  CheckPhase checking) {
        ValidationInput current = input;
        for (Phase phase : Phase.values()) {
            if (phase.compareTo(Phase.CHECK) > 0) {
                current = inTurn(inPhase(later, phase), current, results, checking);
            }
        }
        return current;
    }

    /**
     * The validators of a sequential phase, each on the answer as those before it patched it, on one
     * {@link Lane}; after a timeout, the rest on a new one. A lane holds the validators up to the next
     * one that names a check not done yet; that one waits for it and starts the next lane.
     */
    private ValidationInput inTurn(List<Validator> validators, ValidationInput input,
                                   Map<String, ValidatorResult> results, CheckPhase checking) {
        ValidationInput current = input;
        int from = 0;
        while (from < validators.size()) {
            checking.await(validators.get(from).after());
            int to = from + 1;
            while (to < validators.size() && checking.done(validators.get(to).after())) {
                to++;
            }
            Lane lane = Lane.start(validators.subList(from, to), current, this::settingsOf,
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

    /**
     * Records the checks' attempts; then applies their patches, if any, in order, running a patching
     * check again on the current answer if another check patched it first.
     */
    private ValidationInput checks(List<Validator> checks, Map<String, Attempt> attempts, ValidationInput input,
                                   Map<String, ValidatorResult> results) {
        ValidationInput current = input;
        for (Validator validator : checks) {
            Attempt attempt = attempts.get(validator.name());
            warnIfFailed(validator.name(), attempt);
            if (attempt.patches() && !Objects.equals(current.answer(), input.answer())) {
                attempt = CheckPhase.start(List.of(validator), current, this::settingsOf, this::budgetMillis,
                        executor, false).awaitAll().get(validator.name());
            }
            current = record(validator, attempt, current, results);
        }
        return current;
    }

    /**
     * Records one validator's result and returns the input the next one sees: as patched by it, unless it is
     * in observe mode ({@code validator.<name>.enforcement=observe}), whose result is recorded as observed and whose
     * patch is left out.
     */
    private ValidationInput record(Validator validator, Attempt attempt, ValidationInput current,
                                   Map<String, ValidatorResult> results) {
        String name = validator.name();
        boolean observed = observed(validator);
        if (attempt.verdict() == null) {
            ValidatorResult error = new ValidatorResult(name, Outcome.ERROR, 0.0, null, List.of(attempt.error()),
                    attempt.micros());
            results.put(name, observed ? error.asObserved() : error);
            return current;
        }
        Verdict verdict = attempt.verdict();
        Outcome outcome = attempt.patches() ? Outcome.PATCHED : verdict.outcome();
        ValidatorResult result = new ValidatorResult(name, outcome, verdict.score(), verdict.threshold(),
                verdict.reasons(), attempt.micros(), verdict.claims());
        results.put(name, observed ? result.asObserved() : result);
        if (!attempt.patches() || observed) {
            return current;
        }
        return verdict.declines() != null ? current.withDecline(verdict.patch(), verdict.declines())
                : current.withAnswer(verdict.patch());
    }

    private static void warnIfFailed(String name, Attempt attempt) {
        if (attempt.verdict() == null) {
            LOG.log(Level.WARNING, "validator {0}: {1}", name, attempt.error());
        }
    }

    private ValidatorSettings settingsOf(Validator validator) {
        String prefix = "validator." + validator.name() + ".";
        return ValidatorSettings.of(parameter -> settings.apply(prefix + parameter),
                name -> name.startsWith("validation.") || name.startsWith("validator.grounding.")
                        ? settings.apply(name) : Optional.empty());
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
        Ordered last = ordered.get();
        if (last != null && last.ranks().equals(ranks)) {
            return last.validators();
        }
        Map<String, Long> byName = new HashMap<>();
        for (int i = 0; i < names.size(); i++) {
            byName.put(names.get(i), ranks.get(i));
        }
        List<Validator> sorted = ValidatorOrder.sort(validators, v -> byName.get(v.name()));
        ordered.set(new Ordered(ranks, sorted));
        return sorted;
    }

    /** Whether {@code validator.<name>.enforcement} is {@code observe}: the validator runs, but changes nothing. */
    public boolean observed(Validator validator) {
        return setting("validator." + validator.name() + ".enforcement").map(mode -> mode.equalsIgnoreCase("observe"))
                .orElse(false);
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
