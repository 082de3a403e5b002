package io.ragguard.generation.boundary;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class GenerationTest {

    @Test
    void aFallbackNamesTheExtractiveGeneratorAndWhyItAnswered() {
        Generation fallback = Generation.fallback("Returns take 30 days [1].", "timeout");

        assertThat(fallback.generator()).isEqualTo("extractive (fallback: timeout)");
        assertThat(Generation.fallbackCause(fallback.generator())).contains("timeout");
        assertThat(Generation.fallbackCause("extractive (fallback: circuit_open)")).contains("circuit_open");
    }

    @Test
    void aModelThatAnsweredIsNoFallback() {
        assertThat(Generation.fallbackCause("extractive")).isEmpty();
        assertThat(Generation.fallbackCause("openai:gpt-4o-mini")).isEmpty();
        assertThat(Generation.fallbackCause(null)).isEmpty();
    }
}
