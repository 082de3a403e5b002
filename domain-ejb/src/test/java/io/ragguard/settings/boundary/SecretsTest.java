package io.ragguard.settings.boundary;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class SecretsTest {

    @Test
    void anEnvironmentReferenceIsResolvedAndAnUnsetOneIsNoKey() {
        String path = System.getenv("PATH");
        assertThat(Secrets.resolved("${env.PATH}")).contains(path);
        assertThat(Secrets.resolved("${env.RAGGUARD_NO_SUCH_VARIABLE_42}")).isEmpty();
        assertThat(Secrets.resolved("sk-plain")).contains("sk-plain");
    }
}
