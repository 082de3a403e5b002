package io.ragguard.validation.chain.boundary;

import io.ragguard.monitoring.control.PipelineMetrics;
import io.ragguard.settings.control.SettingCatalog;
import io.ragguard.validation.chain.control.ValidatorOrder;
import io.ragguard.validation.spi.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import jakarta.annotation.PostConstruct;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.Lock;
import jakarta.ejb.LockType;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.Config;

import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Runs every enabled validator, in dependency order, over one answer. A validator that throws is
 * recorded as {@code error}; under {@code validation.on.error=fail-closed} that fails the answer,
 * under the default {@code fail-open} the answer is served and flagged. Patches apply in order:
 * each validator sees the answer as repaired by the ones before it.
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

    private List<Validator> ordered;

    @PostConstruct
    void orderValidators() {
        ordered = ValidatorOrder.sort(discovered.stream().toList());
        for (Validator validator : ordered) {
            catalog.registerValidator(validator.name(), parametersOf(validator));
        }
        LOG.log(Level.INFO, "validator chain: {0}", names());
    }

    /** The validator's parameters that have a value in any config source, with that value. */
    private Map<String, String> parametersOf(Validator validator) {
        String prefix = "validator." + validator.name() + ".";
        Map<String, String> parameters = new TreeMap<>();
        for (String name : config.getPropertyNames()) {
            if (name.startsWith(prefix) && !name.equals(prefix + "enabled")) {
                config.getOptionalValue(name, String.class)
                        .ifPresent(value -> parameters.put(name.substring(prefix.length()), value));
            }
        }
        return parameters;
    }

    /** The validators in the order they run, enabled or not. */
    public List<String> names() {
        return ordered.stream().map(Validator::name).toList();
    }

    public boolean enabled() {
        return config.getOptionalValue("enable.validators", Boolean.class).orElse(true);
    }

    public boolean enabled(String validator) {
        return ordered.stream().filter(v -> v.name().equals(validator)).findFirst()
                .map(this::enabled)
                .orElseThrow(() -> new IllegalArgumentException("no validator named " + validator));
    }

    public ValidationReport validate(ValidationInput input) {
        boolean failClosed = "fail-closed".equalsIgnoreCase(
                config.getOptionalValue("validation.on.error", String.class).orElse("fail-open"));
        ValidationInput current = input;
        boolean passed = true;
        List<ValidatorResult> results = new ArrayList<>();
        List<String> reasons = new ArrayList<>();
        for (Validator validator : ordered) {
            if (!enabled(validator)) {
                continue;
            }
            long start = System.nanoTime();
            ValidatorResult result;
            try {
                Verdict verdict = validator.validate(current, settingsOf(validator));
                Outcome outcome = verdict.outcome();
                if (verdict.hasPatch() && outcome != Outcome.PASS && outcome != Outcome.SKIPPED) {
                    current = current.withAnswer(verdict.patch());
                    outcome = Outcome.PATCHED;
                }
                if (outcome == Outcome.FAIL) {
                    passed = false;
                }
                result = new ValidatorResult(validator.name(), outcome, verdict.score(), verdict.threshold(),
                        verdict.reasons(), micros(start));
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "validator " + validator.name() + " failed; policy "
                        + (failClosed ? "fail-closed" : "fail-open"), e);
                if (failClosed) {
                    passed = false;
                }
                result = new ValidatorResult(validator.name(), Outcome.ERROR, 0.0, null,
                        List.of("exception " + e.getClass().getSimpleName()), micros(start));
            }
            results.add(result);
            if (result.flagged()) {
                result.reasons().forEach(reason -> reasons.add(validator.name() + ": " + reason));
            }
            metrics.validatorRan(result.name(), result.outcome().label(), result.reasons(), result.micros());
        }
        return new ValidationReport(passed, reasons, results, input.answer(), current.answer());
    }

    private boolean enabled(Validator validator) {
        return config.getOptionalValue("validator." + validator.name() + ".enabled", Boolean.class)
                .orElse(validator.enabledByDefault());
    }

    private ValidatorSettings settingsOf(Validator validator) {
        String prefix = "validator." + validator.name() + ".";
        return ValidatorSettings.of(parameter -> config.getOptionalValue(prefix + parameter, String.class));
    }

    private static long micros(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000;
    }
}
