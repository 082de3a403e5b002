package io.ragguard.validation.chain.boundary;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ValidationModeTest {

    @Test
    void readsObserveAndItsEarlierNameShadowAlike() {
        assertThat(ValidationMode.parse("observe")).isEqualTo(ValidationMode.OBSERVE);
        assertThat(ValidationMode.parse(" Shadow ")).isEqualTo(ValidationMode.OBSERVE);
        assertThat(ValidationMode.parse("off")).isEqualTo(ValidationMode.OFF);
    }

    @Test
    void anythingElseEnforcesTheSafeReading() {
        assertThat(ValidationMode.parse(null)).isEqualTo(ValidationMode.ENFORCE);
        assertThat(ValidationMode.parse("lenient")).isEqualTo(ValidationMode.ENFORCE);
        assertThat(ValidationMode.parse("enforce")).isEqualTo(ValidationMode.ENFORCE);
    }
}
