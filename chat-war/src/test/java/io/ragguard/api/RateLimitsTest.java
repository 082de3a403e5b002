package io.ragguard.api;

import io.ragguard.integration.boundary.KeyView;
import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.OptionalLong;

import static org.assertj.core.api.Assertions.assertThat;

class RateLimitsTest {

    private static KeyView key(long id, Integer rate) {
        return new KeyView(id, "k" + id, "rg-abcd", List.of("northwind"), null, rate, Instant.EPOCH, "admin", null,
                null);
    }

    @Test
    void admitsALimitedKeysRequestsUpToItsRateInEachClockMinute() {
        RateLimits limits = new RateLimits();
        limits.clock(Clock.fixed(Instant.parse("2026-11-26T09:00:45Z"), ZoneOffset.UTC));

        assertThat(limits.admit(key(1, 2))).isEmpty();
        assertThat(limits.admit(key(1, 2))).isEmpty();
        assertThat(limits.admit(key(1, 2))).as("the third within the minute waits for the next").hasValue(15);
        assertThat(limits.admit(key(2, 2))).as("another key counts apart").isEmpty();
        assertThat(limits.admit(key(3, null))).as("no limit").isEmpty();

        limits.clock(Clock.fixed(Instant.parse("2026-11-26T09:01:00Z"), ZoneOffset.UTC));
        assertThat(limits.admit(key(1, 2))).as("a new minute").isEqualTo(OptionalLong.empty());
    }
}
