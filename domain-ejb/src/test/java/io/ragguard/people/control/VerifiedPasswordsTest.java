package io.ragguard.people.control;

import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

import static org.assertj.core.api.Assertions.assertThat;

class VerifiedPasswordsTest {

    private static final String HASH = "pbkdf2-sha512:210000:c2FsdA==:aGFzaA==";

    private Instant now = Instant.parse("2026-01-01T10:00:00Z");
    private final VerifiedPasswords verified = new VerifiedPasswords();

    VerifiedPasswordsTest() {
        verified.clock = new Clock() {
            @Override
            public ZoneId getZone() {
                return ZoneOffset.UTC;
            }

            @Override
            public Clock withZone(ZoneId zone) {
                return this;
            }

            @Override
            public Instant instant() {
                return now;
            }
        };
    }

    @Test
    void remembersAVerifiedPasswordForFiveMinutes() {
        verified.remember("dana", "review-desk-demo", HASH);

        assertThat(verified.verified("dana", "review-desk-demo", HASH)).isTrue();
        now = now.plus(Duration.ofMinutes(5).minusSeconds(1));
        assertThat(verified.verified("dana", "review-desk-demo", HASH)).isTrue();
        now = now.plusSeconds(1);
        assertThat(verified.verified("dana", "review-desk-demo", HASH)).isFalse();
        assertThat(verified.size()).as("an expired entry is dropped when met").isZero();
    }

    @Test
    void takesNoOtherPasswordNameOrStoredHash() {
        verified.remember("dana", "review-desk-demo", HASH);

        assertThat(verified.verified("dana", "review-desk-demo!", HASH)).isFalse();
        assertThat(verified.verified("dana", "", HASH)).isFalse();
        assertThat(verified.verified("omar", "review-desk-demo", HASH)).isFalse();
        assertThat(verified.verified("dana", "review-desk-demo", HASH + "x"))
                .as("a password changed on another node has a new stored hash").isFalse();
    }

    @Test
    void forgetsAUserThatChanged() {
        verified.remember("dana", "review-desk-demo", HASH);
        verified.remember("omar", "review-desk-demo", HASH);

        verified.forget("dana");

        assertThat(verified.verified("dana", "review-desk-demo", HASH)).isFalse();
        assertThat(verified.verified("omar", "review-desk-demo", HASH)).isTrue();
    }

    @Test
    void keepsAtMostTenThousandUsersDroppingTheLeastRecentlyUsed() {
        verified.remember("first", "password-one", HASH);
        for (int i = 0; i < VerifiedPasswords.MAX_ENTRIES; i++) {
            verified.remember("user" + i, "password-" + i, HASH);
            if (i == 10) {
                assertThat(verified.verified("first", "password-one", HASH)).isTrue();
            }
        }
        verified.remember("one more", "password", HASH);

        assertThat(verified.size()).isEqualTo(VerifiedPasswords.MAX_ENTRIES);
        assertThat(verified.verified("first", "password-one", HASH)).as("used recently").isTrue();
        assertThat(verified.verified("user0", "password-0", HASH)).as("the least recently used").isFalse();
        assertThat(verified.verified("one more", "password", HASH)).isTrue();
    }

    @Test
    void anotherNodeOrRestartKnowsNothing() {
        verified.remember("dana", "review-desk-demo", HASH);

        assertThat(new VerifiedPasswords().verified("dana", "review-desk-demo", HASH)).isFalse();
    }
}
