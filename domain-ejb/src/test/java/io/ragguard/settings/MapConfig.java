package io.ragguard.settings;

import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigValue;
import org.eclipse.microprofile.config.spi.ConfigSource;
import org.eclipse.microprofile.config.spi.Converter;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;

/**
 * Configuration as a boundary's test sets it: string values by name, read as strings, each from a source of
 * the ordinal given (100, the built-in defaults', when none is).
 */
public final class MapConfig implements Config {

    private static final int DEFAULTS = 100;

    private final Map<String, String> values = new LinkedHashMap<>();
    private final Map<String, Integer> ordinals = new LinkedHashMap<>();

    public MapConfig set(String name, String value) {
        return set(name, value, DEFAULTS);
    }

    public MapConfig set(String name, String value, int ordinal) {
        values.put(name, value);
        ordinals.put(name, ordinal);
        return this;
    }

    @Override
    public <T> T getValue(String name, Class<T> type) {
        return getOptionalValue(name, type).orElseThrow(() -> new NoSuchElementException(name));
    }

    @Override
    public ConfigValue getConfigValue(String name) {
        return new ConfigValue() {
            @Override
            public String getName() {
                return name;
            }

            @Override
            public String getValue() {
                return values.get(name);
            }

            @Override
            public String getRawValue() {
                return getValue();
            }

            @Override
            public String getSourceName() {
                return "test";
            }

            @Override
            public int getSourceOrdinal() {
                return ordinals.getOrDefault(name, 0);
            }
        };
    }

    @Override
    public <T> Optional<T> getOptionalValue(String name, Class<T> type) {
        if (type != String.class) {
            throw new IllegalArgumentException("MapConfig reads strings only");
        }
        return Optional.ofNullable(values.get(name)).map(type::cast);
    }

    @Override
    public Iterable<String> getPropertyNames() {
        return List.copyOf(values.keySet());
    }

    @Override
    public Iterable<ConfigSource> getConfigSources() {
        return List.of();
    }

    @Override
    public <T> Optional<Converter<T>> getConverter(Class<T> type) {
        return Optional.empty();
    }

    @Override
    public <T> T unwrap(Class<T> type) {
        throw new IllegalArgumentException("nothing to unwrap");
    }
}
