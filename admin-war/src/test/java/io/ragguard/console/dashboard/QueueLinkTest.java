package io.ragguard.console.dashboard;

import io.ragguard.recording.boundary.Buckets;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.time.LocalDate;

import static org.assertj.core.api.Assertions.assertThat;

class QueueLinkTest {

    private static final Buckets LAST_WEEK = Buckets.between(Instant.parse("2025-03-01T14:20:00Z"),
            Instant.parse("2025-03-08T14:20:00Z"));

    @Test
    void aReasonOfOneTenantOverTheLastSevenDaysIsTheQueueOfThatReasonTenantAndDays() {
        assertThat(QueueLink.of("helixpharma", LAST_WEEK).withReason("unsupported_number").address())
                .isEqualTo("review.xhtml?reason=unsupported_number&tenant=helixpharma&from=2025-03-01&to=2025-03-08");
    }

    @Test
    void everyPartStandsInTheQueuesOrderAndOnlyWhenItFilters() {
        QueueLink all = QueueLink.of(" ", LAST_WEEK);

        assertThat(all.address()).isEqualTo("review.xhtml?from=2025-03-01&to=2025-03-08");
        assertThat(all.withDecision("none").withSeverity("high").withStatus("declined").withTenant("bluebay")
                .withValidator("numeric-units").withReason("unsupported_number").address())
                .isEqualTo("review.xhtml?reason=unsupported_number&validator=numeric-units&tenant=bluebay"
                        + "&status=declined&from=2025-03-01&to=2025-03-08&severity=high&decision=none");
    }

    @Test
    void theLastDayIsTheDayOfTheRangesLastInstant() {
        Buckets toMidnight = Buckets.between(Instant.parse("2025-03-01T00:00:00Z"),
                Instant.parse("2025-03-03T00:00:00Z"));

        assertThat(QueueLink.of(null, toMidnight).address()).isEqualTo("review.xhtml?from=2025-03-01&to=2025-03-02");
        assertThat(QueueLink.of(null, toMidnight).on(LocalDate.parse("2025-03-02")).address())
                .isEqualTo("review.xhtml?from=2025-03-02&to=2025-03-02");
    }

    @Test
    void valuesAreEncodedForTheAddress() {
        assertThat(QueueLink.of(null, LAST_WEEK).withReason("denied_topic:weapons & more").address())
                .startsWith("review.xhtml?reason=denied_topic%3Aweapons%20%26%20more&");
    }
}
