package io.ragguard.settings.boundary;

import io.ragguard.settings.MapConfig;
import org.eclipse.microprofile.config.Config;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class RenamedSettingsTest {

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
        Config config = new MapConfig().set("retrieval.reference.model", "local")
                .set("embedding.validation.model", "openai", DATABASE);

        assertThat(RenamedSettings.value(config, "retrieval.reference.model", String.class)).isEqualTo("openai");
    }

    @Test
    void theNewNameWinsFromASourceAsStrong() {
        Config config = new MapConfig().set("retrieval.reference.model", "gemini", DATABASE)
                .set("embedding.validation.model", "openai", ENVIRONMENT);

        assertThat(RenamedSettings.value(config, "retrieval.reference.model", String.class)).isEqualTo("gemini");
    }

    @Test
    void withoutAnOldValueTheNewNameIsRead() {
        Config config = new MapConfig().set("retrieval.reference.max-passages", "5");

        assertThat(RenamedSettings.value(config, "retrieval.reference.max-passages", String.class)).isEqualTo("5");
    }
}
