package io.ragguard.console.identity;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class PreviewAnswerTest {

    private static PreviewAnswer by(String generator) {
        return new PreviewAnswer("30 days [1].", "30 days [1].", "passed", List.of(), generator, List.of(), "system");
    }

    @Test
    void saysWhenTheGeneratorDoesNotReadTheIdentityPrompt() {
        assertThat(by("extractive").promptIgnored()).contains("built-in extractive", "does not read the identity prompt");
        assertThat(by("extractive (fallback: timeout)").promptIgnored()).startsWith("The model did not answer (timeout)");
        assertThat(by("openai:gpt-4o-mini").promptIgnored()).isNull();
    }
}
