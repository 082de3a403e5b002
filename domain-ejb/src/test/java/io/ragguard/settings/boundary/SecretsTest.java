package io.ragguard.settings.boundary;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SecretsTest {

    @Test
    void anAllowedEnvironmentReferenceIsResolvedAndAnUnsetOneIsNoKey() {
        String path = System.getenv("PATH");
        assertThat(Secrets.resolved("${env.PATH}", "PATH")).contains(path);
        assertThat(Secrets.resolved("${env.RAGGUARD_NO_SUCH_VARIABLE_42}", "RAGGUARD_*")).isEmpty();
        assertThat(Secrets.resolved("sk-plain", null)).contains("sk-plain");
    }

    @Test
    void aReferenceTheOperatorDoesNotListIsNoKey() {
        assertThat(Secrets.resolved("${env.PATH}", null)).isEmpty();
        assertThat(Secrets.resolved("${env.PATH}", "")).isEmpty();
        assertThat(Secrets.resolved("${env.PATH}", "PATHS, LLM_*")).isEmpty();
    }

    @Test
    void theAllowListTakesNamesAndPrefixes() {
        assertThat(Secrets.allowed("OPENAI_API_KEY", "OPENAI_API_KEY")).isTrue();
        assertThat(Secrets.allowed("LLM_KEY_NORTHWIND", " LLM_* , OTHER")).isTrue();
        assertThat(Secrets.allowed("keystore_password", "LLM_*,OPENAI_API_KEY")).isFalse();
        assertThat(Secrets.allowed("OPENAI_API_KEY_2", "OPENAI_API_KEY")).isFalse();
        assertThat(Secrets.allowed("ANYTHING", "")).isFalse();
    }
}
