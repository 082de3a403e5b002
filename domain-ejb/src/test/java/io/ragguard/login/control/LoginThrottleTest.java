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
    void aSuccessfulLoginClearsTheCountOfItsUserOnly() {
        fail("alice", "a", 4);
        throttle.succeeded("alice", "a");

        assertThat(fail("alice", "a", 4)).isEmpty();
        assertThat(throttle.locked("alice", "a")).isEmpty();
    }

    @Test
    void oneValidLoginDoesNotBuyAnAddressMoreGuessesAtOtherUsers() {
        for (int i = 0; i < 19; i++) {
            throttle.failed("victim" + i, "10.0.0.7");
            throttle.succeeded("mallory", "10.0.0.7");
        }

        assertThat(throttle.failed("victim19", "10.0.0.7").lock()).hasValue(Duration.ofSeconds(30));
    }

    @Test
    void anAddressCountsAsOneClientHoweverItIsWritten() {
        for (int i = 0; i < 10; i++) {
            throttle.failed("user" + i, "127.0.0.1");
            throttle.failed("other" + i, i % 2 == 0 ? "::1" : "0:0:0:0:0:0:0:1");
        }
        assertThat(throttle.locked("anyone", "127.0.0.2")).hasValue(Duration.ofSeconds(30));

        for (int i = 0; i < 20; i++) {
            throttle.failed("v6user" + i, "2001:db8:1:2::" + Integer.toHexString(i + 1));
        }
        assertThat(throttle.locked("anyone", "2001:db8:1:2:ffff::9")).isPresent();
        assertThat(throttle.locked("anyone", "2001:db8:1:3::1")).isEmpty();

        for (int i = 0; i < 20; i++) {
            throttle.failed("mapped" + i, i % 2 == 0 ? "10.9.9.9" : "::ffff:10.9.9.9");
        }
        assertThat(throttle.locked("anyone", "10.9.9.9")).isPresent();
    }

    @Test
    void anAddressCountStartsAgainAfterAQuietSpell() {
        for (int i = 0; i < 19; i++) {
            throttle.failed("user" + i, "10.0.0.5");
        }
        now = now.plusSeconds(101);

        assertThat(throttle.failed("late", "10.0.0.5").lock()).isEmpty();
    }

    @Test
    void locksNamesThatDoNotExistJustTheSameSoThatALockTellsNothing() {
        assertThat(fail("no-such-user", "a", 5)).hasValue(Duration.ofSeconds(30));
    }
}
