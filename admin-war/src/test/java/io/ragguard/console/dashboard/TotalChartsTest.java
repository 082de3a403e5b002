package io.ragguard.console.dashboard;

import io.ragguard.console.display.ChartConfigTest;
import io.ragguard.console.display.ChartView;
import io.ragguard.recording.boundary.Buckets;
import io.ragguard.verdict.Outcome;
import io.ragguard.recording.boundary.Latencies;
import io.ragguard.recording.boundary.OutcomeCount;
import io.ragguard.recording.boundary.ReasonCount;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

class TotalChartsTest {

    private static final QueueLink QUEUE = QueueLink.of("helixpharma", Buckets.between(
            Instant.parse("2025-03-01T10:00:00Z"), Instant.parse("2025-03-08T10:00:00Z")));
    private static final String RANGE = "tenant=helixpharma&from=2025-03-01&to=2025-03-08";

    private static JsonObject config(ChartView chart) {
        return ChartConfigTest.parse(chart.config());
    }

    private static JsonObject data(ChartView chart) {
        return config(chart).getJsonObject("data");
    }

    private static List<String> labels(ChartView chart) {
        return data(chart).getJsonArray("labels").getValuesAs(JsonString.class).stream().map(JsonString::getString)
                .toList();
    }

    private static int height(ChartView chart) {
        return Integer.parseInt(chart.style().replaceAll("\\D", ""));
    }

    /** Twenty reasons of two validators, 100 hits for the first down to 81 for the last. */
    private static List<ReasonCount> twentyReasons() {
        return IntStream.range(0, 20)
                .mapToObj(i -> new ReasonCount(i % 2 == 0 ? "faithfulness" : "pii-leakage", "reason" + i, 100 - i))
                .toList();
    }

    @Test
    void reasonsShowTheTenMostFrequentInFullAndSumTheRestUnderOther() {
        ChartView chart = TotalCharts.reasons(twentyReasons(), QUEUE);

        assertThat(labels(chart)).hasSize(11).startsWith("faithfulness: reason0", "pii-leakage: reason1")
                .endsWith("pii-leakage: reason9", "other (10 more)");
        JsonArray hits = data(chart).getJsonArray("datasets").getJsonObject(0).getJsonArray("data");
        assertThat(hits.getJsonNumber(10).longValue()).as("90 + 89 + ... + 81").isEqualTo(855);
        assertThat(config(chart).getJsonObject("options").getString("indexAxis")).isEqualTo("y");
        assertThat(config(chart).getJsonObject("options").getJsonObject("scales").getJsonObject("y")
                .getJsonObject("ticks").getBoolean("autoSkip")).as("every label shown").isFalse();
        assertThat(height(chart)).as("room for every bar").isGreaterThan(height(TotalCharts.reasons(
                twentyReasons().subList(0, 5), QUEUE)));
        assertThat(chart.note()).isEqualTo("1810 reasons given, the 10 most frequent of 20 shown and the rest under other.");
    }

    @Test
    void aReasonBarOpensTheQueueOfThatValidatorsReasonAndOtherTheQueueWithoutAReason() {
        ChartView chart = TotalCharts.reasons(twentyReasons(), QUEUE);

        assertThat(chart.link(0, 1)).contains("review.xhtml?reason=reason1&validator=pii-leakage&" + RANGE);
        assertThat(chart.link(0, 10)).contains("review.xhtml?" + RANGE);
        assertThat(chart.link(0, 11)).isEmpty();
    }

    @Test
    void fewReasonsHaveNoOtherBar() {
        ChartView chart = TotalCharts.reasons(twentyReasons().subList(0, 2), QUEUE);

        assertThat(labels(chart)).containsExactly("faithfulness: reason0", "pii-leakage: reason1");
        assertThat(chart.note()).isEqualTo("199 reasons given.");
        assertThat(TotalCharts.reasons(List.of(), QUEUE).drawn()).isFalse();
    }

    @Test
    void outcomesStackFromPassToErrorPerValidatorTheMostFlaggingFirst() {
        ChartView chart = TotalCharts.outcomes(List.of(
                new OutcomeCount("faithfulness", Outcome.FAIL, 2), new OutcomeCount("faithfulness", Outcome.PASS, 5),
                new OutcomeCount("citation-required", Outcome.PATCHED, 1),
                new OutcomeCount("language", Outcome.SKIPPED, 1)), QUEUE);

        JsonObject data = data(chart);
        assertThat(labels(chart)).containsExactly("faithfulness", "citation-required", "language");
        assertThat(data.getJsonArray("datasets").stream().map(d -> d.asJsonObject().getString("label")))
                .containsExactly("pass", "patched", "fail", "skipped");
        assertThat(data.getJsonArray("datasets").getJsonObject(0).getJsonArray("data").toString()).isEqualTo("[5,0,0]");
        assertThat(chart.note()).isEqualTo("9 validator runs by 3 validators.");
        assertThat(chart.link(2, 0)).as("any part of the stack").contains("review.xhtml?validator=faithfulness&" + RANGE);
    }

    @Test
    void seventeenValidatorsShowTheTenThatFlaggedMostAndOneOtherBarWithTheRestsOutcomes() {
        List<OutcomeCount> outcomes = new ArrayList<>();
        for (int i = 0; i < 17; i++) {
            String validator = String.format("validator-%02d", i);
            outcomes.add(new OutcomeCount(validator, Outcome.PASS, 100));
            outcomes.add(new OutcomeCount(validator, Outcome.FAIL, i));
        }

        ChartView chart = TotalCharts.outcomes(outcomes, QUEUE);

        assertThat(labels(chart)).hasSize(11).startsWith("validator-16", "validator-15").endsWith("validator-07",
                "other (7 more)");
        JsonArray fails = data(chart).getJsonArray("datasets").getJsonObject(1).getJsonArray("data");
        assertThat(fails.getJsonNumber(10).longValue()).as("0 + 1 + ... + 6").isEqualTo(21);
        assertThat(data(chart).getJsonArray("datasets").getJsonObject(0).getJsonArray("data").getJsonNumber(10)
                .longValue()).isEqualTo(700);
        assertThat(chart.link(0, 10)).contains("review.xhtml?" + RANGE);
        assertThat(chart.note()).endsWith("the 10 that flagged the most answers shown and the rest under other.");
    }

    @Test
    void latencyShowsTheStagesThatRanAsHorizontalBars() {
        ChartView chart = TotalCharts.latency(new Latencies(20_000, true, List.of(
                new Latencies.Stage("retrieval", 0, null, null), new Latencies.Stage("total", 3, 12.34, 56.78))));

        JsonObject data = data(chart);
        assertThat(data.getJsonArray("labels").toString()).isEqualTo("[\"total\"]");
        assertThat(data.getJsonArray("datasets").getJsonObject(0).getJsonArray("data").toString()).isEqualTo("[12.3]");
        assertThat(data.getJsonArray("datasets").getJsonObject(1).getJsonArray("data").toString()).isEqualTo("[56.8]");
        assertThat(chart.note()).isEqualTo("Of the latest 20,000 answers of the range.");
        assertThat(chart.linked()).as("a stage is no filter of the queue").isFalse();
    }
}
