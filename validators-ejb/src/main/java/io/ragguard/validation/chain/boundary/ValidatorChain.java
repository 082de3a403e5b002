package io.ragguard.validation.chain.boundary;

import io.ragguard.verdict.AnswerStatus;
import io.ragguard.monitoring.boundary.PipelineMetrics;
import io.ragguard.settings.boundary.SettingCatalog;
import io.ragguard.validation.chain.control.ChainRunner;
import io.ragguard.validation.chain.control.SentenceMerge;
import io.ragguard.validation.chain.control.ValidatorOrder;
import io.ragguard.validation.faithfulness.Faithfulness;
import io.ragguard.validation.spi.DeclineReason;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.Lock;
import jakarta.ejb.LockType;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import io.ragguard.settings.boundary.TenantOverride;
import org.eclipse.microprofile.config.Config;

import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.function.Function;

/**
 * The CDI-discovered validators, checked at start for a consistent order (see {@link ValidatorOrder}),
 * run over one answer by a {@link ChainRunner} on the managed executor, in the order their phases,
 * dependencies and {@code validator.<name>.order} settings give on each run:
 * checks in parallel, patches in order, each within its time budget. A validator that throws or
 * runs out of time is recorded as {@code error}; under {@code validation.on.error=fail-closed} that
 * fails the answer, under the default {@code fail-open} the answer is served and flagged. Each
 * validator's outcome and time go to the metrics.
 */
@Singleton
@Startup
@Lock(LockType.READ)
public class ValidatorChain {

    private static final System.Logger LOG = System.getLogger(ValidatorChain.class.getName());

    @Inject
    @Any
    Instance<Validator> discovered;

    @Inject
    Config config;

    @Inject
    PipelineMetrics metrics;

    @Inject
    SettingCatalog catalog;

    /** The validators' own executor (server.xml): a few threads, a short queue, refusing beyond it. */
    @Resource(lookup = "concurrent/validation")
    ManagedExecutorService executor;

    private ChainRunner runner;
    /** Every validator by name, enabled or not; their order is the runner's, per run. */
    private final Map<String, Validator> byName = new HashMap<>();

    @PostConstruct
    void orderValidators() {
        List<Validator> ordered = ValidatorOrder.sort(discovered.stream().toList());
        ordered.forEach(validator -> byName.put(validator.name(), validator));
        runner = new ChainRunner(ordered, name -> config.getOptionalValue(name, String.class), executor);
        ordered.forEach(validator -> catalog.registerValidator(validator.name(), validator.parameters()));
        LOG.log(Level.INFO, "validator chain: {0}", runner.order().stream()
                .map(v -> v.name() + " (" + v.phase().name().toLowerCase(Locale.ROOT) + ")").toList());
    }

    /** The validators in the order they run now (see {@link ChainRunner#order()}), enabled or not. */
    public List<String> names() {
        return runner.order().stream().map(Validator::name).toList();
    }

    public boolean enabled() {
        return config.getOptionalValue("enable.validators", Boolean.class).orElse(true);
    }

    /** {@code validation.mode} as it is now; {@code off} while the validators are disabled. */
    public ValidationMode mode() {
        return mode(null);
    }

    /** {@code validation.mode} as a tenant sees it now (null: no tenant); {@code off} while the validators are disabled. */
    public ValidationMode mode(String tenant) {
        return enabled() ? ValidationMode.parse(settingsOf(tenant).apply("validation.mode").orElse(null))
                : ValidationMode.OFF;
    }

    /**
     * {@code validation.mode} as a tenant would see it with {@code changed} settings (by their full names) over
     * the live ones; {@code off} while the validators are disabled.
     */
    public ValidationMode mode(String tenant, Map<String, String> changed) {
        Function<String, Optional<String>> settings = changedOver(tenant, changed);
        return enabled() ? ValidationMode.parse(settings.apply("validation.mode").orElse(null)) : ValidationMode.OFF;
    }

    /** Whether the validator runs for answers of no tenant in particular. */
    public boolean enabled(String validator) {
        return Optional.ofNullable(byName.get(validator)).map(v -> enabled(v, settingsOf(null)))
                .orElseThrow(() -> new IllegalArgumentException("no validator named " + validator));
    }

    /**
     * The settings as a tenant sees them now: its overrides of the validation policy
     * ({@code tenant.<id>.validator.*}, {@code tenant.<id>.validation.*}) over the global values.
     */
    public Function<String, Optional<String>> settingsOf(String tenant) {
        return TenantOverride.asSeenBy(tenant, name -> config.getOptionalValue(name, String.class));
    }

    /**
     * Runs the chain as it would run with {@code changed} settings (by their full names, a tenant's
     * overrides included) over the live ones, on {@code executor}: the replay of a draft policy. It counts
     * in no metrics.
     */
    public ValidationReport validateWith(ValidationInput input, Map<String, String> changed, Executor executor) {
        Function<String, Optional<String>> settings = changedOver(input.tenant(), changed);
        return runner.using(settings, executor).run(input, validator -> enabled(validator, settings));
    }

    private Function<String, Optional<String>> changedOver(String tenant, Map<String, String> changed) {
        return TenantOverride.asSeenBy(tenant,
                name -> Optional.ofNullable(changed.get(name)).or(() -> config.getOptionalValue(name, String.class)));
    }

    /** Runs every validator enabled for the input's tenant, with the tenant's settings. */
    public ValidationReport validate(ValidationInput input) {
        Function<String, Optional<String>> settings = settingsOf(input.tenant());
        return recorded(runner.using(settings).run(input, validator -> enabled(validator, settings)));
    }

    /**
     * Runs exactly the named validators, enabled or not (a caller that names one wants it run).
     *
     * @throws IllegalArgumentException naming the validators that do not exist
     */
    public ValidationReport validate(ValidationInput input, Set<String> only) {
        List<String> unknown = unknown(only);
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("no validators named " + unknown);
        }
        return recorded(runner.using(settingsOf(input.tenant())).run(input,
                validator -> only.contains(validator.name())));
    }

    /** Runs the enabled validators that judge one sentence at a time on one sentence of a streamed answer. */
    public ValidationReport validateSentence(ValidationInput sentence) {
        Function<String, Optional<String>> settings = settingsOf(sentence.tenant());
        return recorded(runner.using(settings).run(sentence.asSentence(),
                validator -> validator.judgesSentences() && enabled(validator, settings)));
    }

    /**
     * The judgement of a streamed answer: each sentence's report (a refused sentence was removed), and the
     * enabled validators that judge the whole answer run once on {@code served}, the text that was sent.
     * When every sentence of a non-empty answer was removed, the reply declines as {@code unsupported}:
     * its answer is then faithfulness's {@code template}, which the stream has still to send.
     */
    public ValidationReport completeStream(List<ValidationReport> sentences, ValidationInput served) {
        Function<String, Optional<String>> settings = settingsOf(served.tenant());
        ChainRunner tenantRunner = runner.using(settings);
        boolean nothingServed = served.answerOrEmpty().isBlank() && !served.original().isBlank();
        ValidationInput judged = nothingServed
                ? served.withDecline(settings.apply("validator." + Faithfulness.NAME + ".template")
                        .orElse(Faithfulness.DEFAULT_TEMPLATE), DeclineReason.UNSUPPORTED)
                : served;
        ValidationReport whole = recorded(tenantRunner.run(judged,
                validator -> !validator.judgesSentences() && enabled(validator, settings)));
        List<ValidatorResult> results = new ArrayList<>(SentenceMerge.merge(sentences));
        results.addAll(whole.results());
        List<Validator> running = results.stream().map(r -> byName.get(r.name())).toList();
        AnswerStatus status = ChainRunner.status(running, results, tenantRunner.failClosed());
        DeclineReason declined = whole.declineReason() != null ? whole.declineReason() : ChainRunner.declineOf(judged);
        List<String> reasons = new ArrayList<>();
        results.stream().filter(ValidatorResult::flagsAnswer)
                .forEach(r -> r.reasons().forEach(reason -> reasons.add(r.name() + ": " + reason)));
        return ValidationReport.judged(status, declined, reasons, results,
                served.original(), whole.answer());
    }

    /** The names among {@code names} that no validator has, sorted. */
    public List<String> unknown(Collection<String> names) {
        Set<String> known = byName.keySet();
        return names.stream().filter(name -> !known.contains(name)).distinct().sorted().toList();
    }

    private ValidationReport recorded(ValidationReport report) {
        for (ValidatorResult result : report.results()) {
            metrics.validatorRan(result.name(), result.outcome(), result.reasons(), result.micros());
        }
        return report;
    }

    private static boolean enabled(Validator validator, Function<String, Optional<String>> settings) {
        return settings.apply("validator." + validator.name() + ".enabled").map(String::strip)
                .filter(v -> !v.isEmpty()).map(ValidatorChain::flag).orElse(validator.enabledByDefault());
    }

    /** A switch as MicroProfile Config reads a boolean: true, 1, yes, y or on, in any case. */
    private static boolean flag(String value) {
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "true", "1", "yes", "y", "on" -> true;
            default -> false;
        };
    }
}
