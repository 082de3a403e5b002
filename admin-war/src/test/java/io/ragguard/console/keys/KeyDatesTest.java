package io.ragguard.console.keys;

import io.ragguard.integration.boundary.KeyView;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class KeyDatesTest {

    private static KeyView key(Instant expiresAt, Instant revokedAt) {
        return new KeyView(1, "crm", "rg-abcd", List.of("northwind"), expiresAt, null, Instant.EPOCH, "admin",
                revokedAt, revokedAt == null ? null : "admin");
    }

    @Test
    void showsTheLastDayAsEnteredNotTheInstantTheKeyStops() {
        assertThat(KeyDates.lastDay(Instant.parse("2027-01-01T00:00:00Z"))).isEqualTo(LocalDate.of(2026, 12, 31));
        assertThat(KeyDates.lastDay(Instant.parse("2026-12-31T15:30:00Z"))).isEqualTo(LocalDate.of(2026, 12, 31));
        assertThat(KeyDates.lastDay(null)).isNull();
    }

    @Test
    void marksAKeyExpiredFromTheInstantItStopsButNotARevokedOne() {
        Instant stops = Instant.parse("2027-01-01T00:00:00Z");

        assertThat(KeyDates.expired(key(stops, null), stops.minusSeconds(1))).isFalse();
        assertThat(KeyDates.expired(key(stops, null), stops)).isTrue();
        assertThat(KeyDates.expired(key(stops, Instant.EPOCH), stops.plusSeconds(1))).isFalse();
        assertThat(KeyDates.expired(key(null, null), stops)).isFalse();
    }
}
