package io.ragguard.generation.control;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

class CircuitBreakerTest {

    private final AtomicLong now = new AtomicLong();
    private final CircuitBreaker breaker = new CircuitBreaker(3, Duration.ofSeconds(30), now::get);

    @Test
    void opensAtTheThresholdThenLetsOneTrialThroughAfterTheWait() {
        breaker.failed();
        breaker.failed();
        assertThat(breaker.allow()).isTrue();
        breaker.failed();
        assertThat(breaker.state()).isEqualTo(CircuitBreaker.State.OPEN);
        assertThat(breaker.allow()).isFalse();

        now.addAndGet(Duration.ofSeconds(30).toNanos());
        assertThat(breaker.allow()).as("the trial").isTrue();
        assertThat(breaker.allow()).as("a second call during the trial").isFalse();
        breaker.succeeded();
        assertThat(breaker.state()).isEqualTo(CircuitBreaker.State.CLOSED);
        assertThat(breaker.allow()).isTrue();
    }

    @Test
    void aFailedTrialOpensItAgain() {
        for (int i = 0; i < 3; i++) {
            breaker.failed();
        }
        now.addAndGet(Duration.ofSeconds(31).toNanos());
        assertThat(breaker.allow()).isTrue();
        breaker.failed();
        assertThat(breaker.state()).isEqualTo(CircuitBreaker.State.OPEN);
        assertThat(breaker.allow()).isFalse();
    }

    @Test
    void aSuccessResetsTheCount() {
        breaker.failed();
        breaker.failed();
        breaker.succeeded();
        breaker.failed();
        breaker.failed();
        assertThat(breaker.state()).isEqualTo(CircuitBreaker.State.CLOSED);
    }
}
