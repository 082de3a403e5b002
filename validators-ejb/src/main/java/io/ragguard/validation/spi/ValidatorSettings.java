package io.ragguard.validation.spi;

import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * A validator's own settings, {@code validator.<name>.<parameter>}, read live for each request.
 * The chain builds it from MicroProfile Config; tests build it from a map.
 */
public final class ValidatorSettings {

    private final Function<String, Optional<String>> lookup;

    private ValidatorSettings(Function<String, Optional<String>> lookup) {
        this.lookup = lookup;
    }

    /** Settings of one validator; {@code lookup} receives the parameter name, not the full key. */
    public static ValidatorSettings of(Function<String, Optional<String>> lookup) {
        return new ValidatorSettings(lookup);
    }

    public static ValidatorSettings of(Map<String, String> parameters) {
        return new ValidatorSettings(key -> Optional.ofNullable(parameters.get(key)));
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
