package io.ragguard.recording.boundary;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class BucketsTest {

    private static final Instant NOW = Instant.parse("2025-03-10T10:30:00Z");

    @Test
    void theLast24HoursAreHourBucketsFromTheStartOfTheFirstHourToNow() {
        Buckets buckets = Buckets.between(NOW.minus(Duration.ofHours(24)), NOW);

        assertThat(buckets.unit()).isEqualTo(ChronoUnit.HOURS);
        assertThat(buckets.from()).isEqualTo(Instant.parse("2025-03-09T10:00:00Z"));
        assertThat(buckets.starts()).hasSize(25).startsWith(buckets.from())
                .endsWith(Instant.parse("2025-03-10T10:00:00Z"));
        assertThat(buckets.end(Instant.parse("2025-03-10T09:00:00Z"))).isEqualTo(Instant.parse("2025-03-10T10:00:00Z"));
        assertThat(buckets.end(Instant.parse("2025-03-10T10:00:00Z"))).as("the last ends now").isEqualTo(NOW);
    }

    @Test
    void upToTwoDaysAreHoursBeyondThatUtcDays() {
        assertThat(Buckets.between(NOW.minus(Duration.ofDays(2)), NOW).unit()).isEqualTo(ChronoUnit.HOURS);

        Buckets week = Buckets.between(NOW.minus(Duration.ofDays(7)), NOW);

        assertThat(week.unit()).isEqualTo(ChronoUnit.DAYS);
        assertThat(week.from()).isEqualTo(Instant.parse("2025-03-03T00:00:00Z"));
        assertThat(week.starts()).hasSize(8).endsWith(Instant.parse("2025-03-10T00:00:00Z"));
    }

    @Test
    void aRangeReachesBackAtMostAYear() {
        Buckets buckets = Buckets.between(Instant.parse("2020-01-01T00:00:00Z"), NOW);

        assertThat(buckets.from()).isEqualTo(NOW.minus(Buckets.MAX_DAYS, ChronoUnit.DAYS).truncatedTo(ChronoUnit.DAYS));
        assertThat(buckets.starts()).hasSize(Buckets.MAX_DAYS + 1);
    }

    @Test
    void aRangeMustEndAfterItStarts() {
        assertThatThrownBy(() -> Buckets.between(NOW, NOW)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Buckets.between(NOW, NOW.minusSeconds(1))).isInstanceOf(IllegalArgumentException.class);
    }
}
