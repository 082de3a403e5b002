package io.ragguard.console.validators;

import io.ragguard.recording.boundary.Statistics;
import io.ragguard.recording.boundary.ValidatorRates;
import io.ragguard.settings.boundary.SettingView;
import io.ragguard.validation.spi.Descriptor;
import io.ragguard.validation.spi.Validator;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;

import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Reads what each validator of the chain is, for the validators page: its own descriptor (what it checks and
 * repairs), and its runs on the answers recorded in the last 24 hours, of every tenant.
 */
@ApplicationScoped
public class ChainFacts {

    /** The runs each validator's rates are of: those of the answers recorded in the last 24 hours. */
    static final Duration LAST_DAY = Duration.ofHours(24);

    @Inject
    @Any
    Instance<Validator> validators;

    @Inject
    Statistics statistics;

    /** The facts of the validators of these names, by name, with the live settings by name. */
    Map<String, ValidatorFacts> of(Collection<String> names, Map<String, SettingView> settings) {
        Map<String, Descriptor> descriptors = validators.stream().map(Validator::descriptor)
                .collect(Collectors.toMap(Descriptor::name, Function.identity(), (first, second) -> first));
        Instant now = Instant.now();
        Map<String, ValidatorRates> lastDay = statistics.rates(now.minus(LAST_DAY), now).stream()
                .collect(Collectors.toMap(ValidatorRates::validator, Function.identity()));
        return names.stream().distinct().collect(Collectors.toMap(Function.identity(), name -> ValidatorFacts.of(name,
                descriptors.get(name), settings, RunShares.of(lastDay.get(name)))));
    }
}
