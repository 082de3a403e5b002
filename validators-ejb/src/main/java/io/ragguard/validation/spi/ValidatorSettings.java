package io.ragguard.validation.spi;

import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * A validator's own settings, {@code validator.<name>.<parameter>}, read live for each request, and
 * the settings of the chain and the grounding engine that it applies ({@code validation.*},
 * {@code validator.grounding.*}, by their full names).
 * The chain builds it from MicroProfile Config; tests build it from a map.
 */
public final class ValidatorSettings {

    private final Function<String, Optional<String>> lookup;
    private final Function<String, Optional<String>> policies;

    private ValidatorSettings(Function<String, Optional<String>> lookup, Function<String, Optional<String>> policies) {
        this.lookup = lookup;
        this.policies = policies;
    }

    /** Settings of one validator; {@code lookup} receives the parameter name, not the full key. */
    public static ValidatorSettings of(Function<String, Optional<String>> lookup) {
        return new ValidatorSettings(lookup, name -> Optional.empty());
    }

    /** Settings of one validator, and {@code policies} the chain's settings by their full names. */
    public static ValidatorSettings of(Function<String, Optional<String>> lookup,
                                       Function<String, Optional<String>> policies) {
        return new ValidatorSettings(lookup, policies);
    }

    public static ValidatorSettings of(Map<String, String> parameters) {
        return of(key -> Optional.ofNullable(parameters.get(key)));
    }

    /** A validator's parameters, and the chain's settings by their full names ({@code validation.*}). */
    public static ValidatorSettings of(Map<String, String> parameters, Map<String, String> policies) {
        return of(key -> Optional.ofNullable(parameters.get(key)), key -> Optional.ofNullable(policies.get(key)));
    }

    /**
     * A setting of the chain or of the grounding engine by its full name ({@code validation.unsupported-sentences},
     * {@code validator.grounding.judge}).
     */
    public Optional<String> global(String name) {
        return policies.apply(name).map(String::trim).filter(v -> !v.isEmpty());
    }

    public static ValidatorSettings defaults() {
        return of(Map.of());
    }

    public Optional<String> get(String parameter) {
        return lookup.apply(parameter).map(String::trim).filter(v -> !v.isEmpty());
    }

    public String get(String parameter, String defaultValue) {
        return get(parameter).orElse(defaultValue);
    }

    public double number(String parameter, double defaultValue) {
        return get(parameter).map(Double::parseDouble).orElse(defaultValue);
    }

    public int integer(String parameter, int defaultValue) {
        return get(parameter).map(Integer::parseInt).orElse(defaultValue);
    }

    public boolean flag(String parameter, boolean defaultValue) {
        return get(parameter).map(Boolean::parseBoolean).orElse(defaultValue);
    }

    public double threshold(double defaultValue) {
        return number("threshold", defaultValue);
    }
}
