package io.ragguard.console.dashboard;

import io.ragguard.console.display.ChartConfigTest;
import io.ragguard.console.display.ChartView;
import io.ragguard.recording.boundary.DeclineRates;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class DeclineChartsTest {

    private static JsonObject data(ChartView chart) {
        return ChartConfigTest.parse(chart.config()).getJsonObject("data");
    }

    private static final DeclineRates TWO_TENANTS = new DeclineRates(List.of(
            new DeclineRates.TenantRate("bluebay", 8, 2), new DeclineRates.TenantRate("northwind", 3, 0)),
            Map.of("off_topic", 1L, "no_context", 1L));

    @Test
    void eachTenantsBarIsTheShareOfItsAnswersThatDeclined() {
        ChartView chart = DeclineCharts.rate(TWO_TENANTS);

        assertThat(data(chart).getJsonArray("labels").toString()).isEqualTo("[\"bluebay\",\"northwind\"]");
        assertThat(data(chart).getJsonArray("datasets").getJsonObject(0).getJsonArray("data").toString())
                .isEqualTo("[25.0,0.0]");
        assertThat(chart.note()).isEqualTo("2 of 11 answers declined (18.2 %).");
    }

    @Test
    void reasonsStandInTheirOwnOrderWithOnesTheCodeDoesNotKnowAfter() {
        ChartView chart = DeclineCharts.reasons(new DeclineRates(List.of(new DeclineRates.TenantRate("bluebay", 9, 6)),
                Map.of("unsupported", 2L, "no_context", 3L, "other", 1L)));

        assertThat(data(chart).getJsonArray("labels").toString())
                .isEqualTo("[\"no_context\",\"unsupported\",\"other\"]");
        assertThat(data(chart).getJsonArray("datasets").getJsonObject(0).getJsonArray("data").toString())
                .isEqualTo("[3,2,1]");
        assertThat(chart.note()).isEqualTo("6 answers declined, by why they do not answer.");
    }

    @Test
    void nothingIsDrawnWithoutAnswersOrDeclines() {
        DeclineRates none = new DeclineRates(List.of(new DeclineRates.TenantRate("bluebay", 4, 0)), Map.of());

        assertThat(DeclineCharts.rate(new DeclineRates(List.of(), Map.of())).drawn()).isFalse();
        assertThat(DeclineCharts.rate(none).drawn()).isTrue();
        assertThat(DeclineCharts.reasons(none).drawn()).isFalse();
    }
}
