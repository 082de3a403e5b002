package io.ragguard.generation.provider;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class RetryAfterTest {

    private static final Instant NOW = Instant.parse("2026-03-01T12:00:00Z");

    @Test
    void readsDeltaSeconds() {
        assertThat(RetryAfter.header(" 30 ", NOW)).contains(Duration.ofSeconds(30));
    }

    @Test
    void readsAnHttpDateAsTheWaitUntilThen() {
        assertThat(RetryAfter.header("Sun, 01 Mar 2026 12:01:30 GMT", NOW)).contains(Duration.ofSeconds(90));
        assertThat(RetryAfter.header("Sun, 01 Mar 2026 11:00:00 GMT", NOW)).contains(Duration.ZERO);
    }

    @Test
    void ignoresAValueOfNeitherForm() {
        assertThat(RetryAfter.header("soon", NOW)).isEmpty();
        assertThat(RetryAfter.header("-5", NOW)).isEmpty();
    }

    @Test
    void readsMillisecondsAndGeminisRetryDelay() {
        assertThat(RetryAfter.millis("1500")).contains(Duration.ofMillis(1500));
        assertThat(RetryAfter.protoDuration("28s")).contains(Duration.ofSeconds(28));
        assertThat(RetryAfter.protoDuration("1.5s")).contains(Duration.ofMillis(1500));
        assertThat(RetryAfter.protoDuration("1.5")).isEqualTo(Optional.empty());
    }
}
