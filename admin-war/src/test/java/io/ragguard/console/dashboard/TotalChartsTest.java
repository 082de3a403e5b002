package io.ragguard.console.dashboard;

import io.ragguard.console.display.ChartConfigTest;
import io.ragguard.console.display.ChartView;
import io.ragguard.verdict.Outcome;
import io.ragguard.recording.boundary.Latencies;
import io.ragguard.recording.boundary.OutcomeCount;
import io.ragguard.recording.boundary.ReasonCount;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

class TotalChartsTest {

    private static JsonObject data(ChartView chart) {
        return ChartConfigTest.parse(chart.config()).getJsonObject("data");
    }

    @Test
    void reasonsShowTheMostFrequentAndSayWhenTheyAreEveryTenants() {
        List<ReasonCount> reasons = IntStream.range(0, TotalCharts.TOP_REASONS + 5)
                .mapToObj(i -> new ReasonCount(i % 2 == 0 ? "faithfulness" : "pii-leakage", "reason" + i, 100 - i))
                .toList();

        ChartView chart = TotalCharts.reasons(reasons, true);

        assertThat(data(chart).getJsonArray("labels")).hasSize(TotalCharts.TOP_REASONS);
        assertThat(data(chart).getJsonArray("labels").getString(0)).isEqualTo("faithfulness: reason0");
        assertThat(chart.note()).contains("the 20 most frequent of 25 shown").contains("every tenant's");
        assertThat(TotalCharts.reasons(reasons.subList(0, 2), false).note()).isEqualTo("199 reasons given.");
        assertThat(TotalCharts.reasons(List.of(), false).drawn()).isFalse();
    }

    @Test
    void outcomesStackFromPassToErrorPerValidator() {
        ChartView chart = TotalCharts.outcomes(List.of(
                new OutcomeCount("faithfulness", Outcome.FAIL, 2), new OutcomeCount("faithfulness", Outcome.PASS, 5),
                new OutcomeCount("citation-required", Outcome.PATCHED, 1),
                new OutcomeCount("language", Outcome.SKIPPED, 1)));

        JsonObject data = data(chart);
        assertThat(data.getJsonArray("labels").toString()).isEqualTo("[\"citation-required\",\"faithfulness\",\"language\"]");
        assertThat(data.getJsonArray("datasets").stream().map(d -> d.asJsonObject().getString("label")))
                .containsExactly("pass", "patched", "fail", "skipped");
        assertThat(data.getJsonArray("datasets").getJsonObject(0).getJsonArray("data").toString()).isEqualTo("[0,5,0]");
        assertThat(chart.note()).isEqualTo("9 validator runs by 3 validators.");
    }

    @Test
    void latencyShowsTheStagesThatRan() {
        ChartView chart = TotalCharts.latency(new Latencies(20_000, true, List.of(
                new Latencies.Stage("retrieval", 0, null, null), new Latencies.Stage("total", 3, 12.34, 56.78))));

        JsonObject data = data(chart);
        assertThat(data.getJsonArray("labels").toString()).isEqualTo("[\"total\"]");
        assertThat(data.getJsonArray("datasets").getJsonObject(0).getJsonArray("data").toString()).isEqualTo("[12.3]");
        assertThat(data.getJsonArray("datasets").getJsonObject(1).getJsonArray("data").toString()).isEqualTo("[56.8]");
        assertThat(chart.note()).isEqualTo("Of the latest 20,000 answers of the range.");
    }
}
