package io.ragguard.console.dashboard;

import io.ragguard.console.display.ChartConfigTest;
import io.ragguard.console.display.ChartView;
import io.ragguard.recording.boundary.Buckets;
import io.ragguard.recording.boundary.DeclineRates;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

class DeclineChartsTest {

    private static final QueueLink QUEUE = QueueLink.of(null, Buckets.between(Instant.parse("2025-03-01T10:00:00Z"),
            Instant.parse("2025-03-02T10:00:00Z")));
    private static final String RANGE = "from=2025-03-01&to=2025-03-02";

    private static JsonObject data(ChartView chart) {
        return ChartConfigTest.parse(chart.config()).getJsonObject("data");
    }

    private static final DeclineRates TWO_TENANTS = new DeclineRates(List.of(
            new DeclineRates.TenantRate("bluebay", 8, 2), new DeclineRates.TenantRate("northwind", 3, 0)),
            Map.of("off_topic", 1L, "no_context", 1L));

    @Test
    void eachTenantsBarIsTheShareOfItsAnswersThatDeclined() {
        ChartView chart = DeclineCharts.rate(TWO_TENANTS, QUEUE);

        assertThat(data(chart).getJsonArray("labels").toString()).isEqualTo("[\"bluebay\",\"northwind\"]");
        assertThat(data(chart).getJsonArray("datasets").getJsonObject(0).getJsonArray("data").toString())
                .isEqualTo("[25.0,0.0]");
        assertThat(chart.note()).isEqualTo("2 of 11 answers declined (18.2 %).");
        assertThat(chart.link(0, 0)).contains("review.xhtml?tenant=bluebay&status=declined&" + RANGE);
    }

    @Test
    void tenantsPastTheTenWithTheMostDeclinesShareOneOtherBarOfTheirDeclinesOverTheirAnswers() {
        DeclineRates twelve = new DeclineRates(IntStream.range(0, 12)
                .mapToObj(i -> new DeclineRates.TenantRate("tenant-" + (char) ('a' + i), 10, i)).toList(), Map.of());

        ChartView chart = DeclineCharts.rate(twelve, QUEUE);

        assertThat(data(chart).getJsonArray("labels").getString(0)).isEqualTo("tenant-l");
        assertThat(data(chart).getJsonArray("labels").getString(10)).isEqualTo("other (2 more)");
        assertThat(data(chart).getJsonArray("datasets").getJsonObject(0).getJsonArray("data").getJsonNumber(10)
                .doubleValue()).as("1 of 20 answers").isEqualTo(5.0);
        assertThat(chart.link(0, 10)).contains("review.xhtml?status=declined&" + RANGE);
    }

    @Test
    void theTableListsEveryTenantsAnswersDeclinesAndRateTheMostDeclinesFirst() {
        List<TenantDeclines> rows = DeclineCharts.table(new DeclineRates(List.of(
                new DeclineRates.TenantRate("bluebay", 8, 2), new DeclineRates.TenantRate("helixpharma", 0, 0),
                new DeclineRates.TenantRate("northwind", 3, 3)), Map.of()), QUEUE);

        assertThat(rows).containsExactly(
                new TenantDeclines("northwind", 3, 3, "100.0 %", "review.xhtml?tenant=northwind&status=declined&"
                        + RANGE),
                new TenantDeclines("bluebay", 8, 2, "25.0 %", "review.xhtml?tenant=bluebay&status=declined&" + RANGE),
                new TenantDeclines("helixpharma", 0, 0, "- %", "review.xhtml?tenant=helixpharma&status=declined&"
                        + RANGE));
    }

    @Test
    void reasonsStandMostFirstAndAsManyInTheirOwnOrderWithOnesTheCodeDoesNotKnowAfter() {
        ChartView chart = DeclineCharts.reasons(new DeclineRates(List.of(new DeclineRates.TenantRate("bluebay", 9, 7)),
                Map.of("unsupported", 2L, "no_context", 3L, "other", 2L)), QUEUE);

        assertThat(data(chart).getJsonArray("labels").toString())
                .isEqualTo("[\"no_context\",\"unsupported\",\"other\"]");
        assertThat(data(chart).getJsonArray("datasets").getJsonObject(0).getJsonArray("data").toString())
                .isEqualTo("[3,2,2]");
        assertThat(chart.note()).isEqualTo("7 answers declined, by why they do not answer.");
        assertThat(chart.link(0, 1)).contains("review.xhtml?reason=unsupported&status=declined&" + RANGE);
    }

    @Test
    void nothingIsDrawnWithoutAnswersOrDeclines() {
        DeclineRates none = new DeclineRates(List.of(new DeclineRates.TenantRate("bluebay", 4, 0)), Map.of());

        assertThat(DeclineCharts.rate(new DeclineRates(List.of(), Map.of()), QUEUE).drawn()).isFalse();
        assertThat(DeclineCharts.rate(none, QUEUE).drawn()).isTrue();
        assertThat(DeclineCharts.reasons(none, QUEUE).drawn()).isFalse();
    }
}
