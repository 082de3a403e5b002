package io.ragguard.login.control;

import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class LoginThrottleTest {

    private Instant now = Instant.parse("2026-01-01T10:00:00Z");
    private final LoginThrottle throttle = new LoginThrottle();

    LoginThrottleTest() {
        throttle.maxFailures = () -> 5;
        throttle.maxFailuresPerAddress = () -> 20;
        throttle.lockSeconds = () -> 30;
        throttle.maxLockSeconds = () -> 100;
        throttle.clock = new Clock() {
            @Override
            public ZoneOffset getZone() {
                return ZoneOffset.UTC;
            }

            @Override
            public Clock withZone(java.time.ZoneId zone) {
                return this;
            }

            @Override
            public Instant instant() {
                return now;
            }
        };
    }

    private Optional<Duration> fail(String user, String address, int times) {
        Optional<Duration> lock = Optional.empty();
        for (int i = 0; i < times; i++) {
            lock = throttle.failed(user, address).lock();
        }
        return lock;
    }

    @Test
    void locksAUserAfterFiveWrongPasswordsInARowFromAnyAddress() {
        assertThat(fail("alice", "10.0.0.1", 4)).isEmpty();
        assertThat(throttle.locked("alice", "10.0.0.2")).isEmpty();

        assertThat(fail("alice", "10.0.0.2", 1)).hasValue(Duration.ofSeconds(30));

        assertThat(throttle.locked("alice", "10.0.0.9")).hasValue(Duration.ofSeconds(30));
        assertThat(throttle.locked("bob", "10.0.0.9")).isEmpty();
    }

    @Test
    void liftsTheLockWhenItsTimeIsUpAndDoublesTheNextUpToTheLongest() {
        fail("alice", "a", 5);
        now = now.plusSeconds(31);
        assertThat(throttle.locked("alice", "a")).isEmpty();

        assertThat(fail("alice", "a", 5)).hasValue(Duration.ofSeconds(60));
        now = now.plusSeconds(61);
        assertThat(fail("alice", "a", 5)).hasValue(Duration.ofSeconds(100));
    }

    @Test
    void locksAnAddressThatTriesManyUsers() {
        for (int i = 0; i < 19; i++) {
            assertThat(throttle.failed("user" + i, "10.0.0.7").lock()).isEmpty();
        }

        assertThat(throttle.failed("user19", "10.0.0.7").lock()).hasValue(Duration.ofSeconds(30));
        assertThat(throttle.locked("someone-else", "10.0.0.7")).isPresent();
        assertThat(throttle.locked("someone-else", "10.0.0.8")).isEmpty();
    }

    @Test
    void aSuccessfulLoginClearsTheCount() {
        fail("alice", "a", 4);
        throttle.succeeded("alice", "a");

        assertThat(fail("alice", "a", 4)).isEmpty();
        assertThat(throttle.locked("alice", "a")).isEmpty();
    }

    @Test
    void locksNamesThatDoNotExistJustTheSameSoThatALockTellsNothing() {
        assertThat(fail("no-such-user", "a", 5)).hasValue(Duration.ofSeconds(30));
    }
}
