package io.ragguard.login.boundary;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

class LoginsTest {

    @Test
    void retryAfterRoundsAPartSecondUpSoTheClientComesBackAfterTheLock() {
        assertThat(Logins.retryAfterSeconds(Duration.ofMillis(1_900))).isEqualTo(2);
        assertThat(Logins.retryAfterSeconds(Duration.ofMillis(2_001))).isEqualTo(3);
    }

    @Test
    void retryAfterIsAWholeNumberOfSecondsAndAtLeastOne() {
        assertThat(Logins.retryAfterSeconds(Duration.ofSeconds(30))).isEqualTo(30);
        assertThat(Logins.retryAfterSeconds(Duration.ofMillis(1))).isEqualTo(1);
        assertThat(Logins.retryAfterSeconds(Duration.ZERO)).isEqualTo(1);
    }
}
