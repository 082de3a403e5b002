package io.ragguard.settings.boundary;

import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigValue;
import org.eclipse.microprofile.config.spi.ConfigSource;
import org.eclipse.microprofile.config.spi.Converter;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class RenamedSettingsTest {

    private static final int DEFAULTS = 100;
    private static final int ENVIRONMENT = 300;
    private static final int DATABASE = 500;

    @Test
    void anOldNameStandsForTheNewOne() {
        assertThat(RenamedSettings.current("embedding.validation.model")).isEqualTo("retrieval.reference.model");
        assertThat(RenamedSettings.current("embedding.enable.reference.validation"))
                .isEqualTo("retrieval.reference.enabled");
        assertThat(RenamedSettings.current("llm.model")).isEqualTo("llm.model");
    }

    @Test
    void aValueStoredUnderTheOldNameBeatsTheNewNamesDefault() {
        Config config = new Values(Map.of("retrieval.reference.model", new Value("local", DEFAULTS),
                "embedding.validation.model", new Value("openai", DATABASE)));

        assertThat(RenamedSettings.value(config, "retrieval.reference.model", String.class)).isEqualTo("openai");
    }

    @Test
    void theNewNameWinsFromASourceAsStrong() {
        Config config = new Values(Map.of("retrieval.reference.model", new Value("gemini", DATABASE),
                "embedding.validation.model", new Value("openai", ENVIRONMENT)));

        assertThat(RenamedSettings.value(config, "retrieval.reference.model", String.class)).isEqualTo("gemini");
    }

    @Test
    void withoutAnOldValueTheNewNameIsRead() {
        Config config = new Values(Map.of("retrieval.reference.max-passages", new Value("5", DEFAULTS)));

        assertThat(RenamedSettings.value(config, "retrieval.reference.max-passages", Integer.class)).isEqualTo(5);
    }

    private record Value(String value, int ordinal) {
    }

    /** A configuration of a few values, each from a source of the given ordinal. */
    private record Values(Map<String, Value> values) implements Config {

        @Override
        public <T> T getValue(String name, Class<T> type) {
            return getOptionalValue(name, type).orElseThrow(() -> new NoSuchElementException(name));
        }

        @Override
        public ConfigValue getConfigValue(String name) {
            Value value = values.get(name);
            return new ConfigValue() {
                @Override
                public String getName() {
                    return name;
                }

                @Override
                public String getValue() {
                    return value == null ? null : value.value();
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
                    return value == null ? 0 : value.ordinal();
                }
            };
        }

        @Override
        public <T> Optional<T> getOptionalValue(String name, Class<T> type) {
            return Optional.ofNullable(values.get(name)).map(v -> type.cast(type == Integer.class
                    ? Integer.valueOf(v.value()) : v.value()));
        }

        @Override
        public Iterable<String> getPropertyNames() {
            return values.keySet();
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
}
