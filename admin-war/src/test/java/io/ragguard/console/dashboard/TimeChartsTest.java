package io.ragguard.console.dashboard;

import io.ragguard.console.display.ChartConfigTest;
import io.ragguard.console.display.ChartView;
import io.ragguard.recording.boundary.Buckets;
import io.ragguard.recording.boundary.Traffic;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class TimeChartsTest {

    private static final Instant TEN = Instant.parse("2025-03-01T10:00:00Z");
    private static final Instant ELEVEN = Instant.parse("2025-03-01T11:00:00Z");
    private static final List<String> LABELS = List.of("03-01 10:00", "03-01 11:00");
    private static final QueueLink QUEUE = QueueLink.of("bluebay", Buckets.between(TEN,
            Instant.parse("2025-03-01T12:00:00Z")));

    private static JsonArray datasets(ChartView chart) {
        return ChartConfigTest.parse(chart.config()).getJsonObject("data").getJsonArray("datasets");
    }

    private static Traffic traffic(List<Traffic.PassRate> passRates, List<Traffic.Review> review,
                                   List<Traffic.Fallbacks> fallbacks) {
        return new Traffic(passRates, review, fallbacks);
    }

    @Test
    void labelsAreHoursOrUtcDays() {
        assertThat(TimeCharts.labels(Buckets.between(TEN, Instant.parse("2025-03-01T11:30:00Z")))).isEqualTo(LABELS);
        assertThat(TimeCharts.labels(Buckets.between(TEN, Instant.parse("2025-03-04T01:00:00Z"))))
                .containsExactly("2025-03-01", "2025-03-02", "2025-03-03", "2025-03-04");
    }

    @Test
    void thePassRateIsALineInPerCentOverTheValidatedAnswers() {
        ChartView chart = TimeCharts.passRate(traffic(List.of(new Traffic.PassRate(TEN, 3, 1),
                new Traffic.PassRate(ELEVEN, 0, 0)), List.of(), List.of()), LABELS);

        assertThat(chart.drawn()).isTrue();
        assertThat(datasets(chart).getJsonObject(0).getJsonArray("data").toString()).isEqualTo("[33.3,null]");
        assertThat(datasets(chart).getJsonObject(1).getJsonArray("data").toString()).isEqualTo("[3,0]");
        assertThat(chart.note()).isEqualTo("1 of 3 validated answers passed (33.3 %).");
        assertThat(TimeCharts.passRate(traffic(List.of(new Traffic.PassRate(TEN, 0, 0)), List.of(), List.of()), LABELS)
                .drawn()).as("nothing validated").isFalse();
    }

    @Test
    void theReviewChartStacksTheFlaggedAnswersByDecision() {
        ChartView chart = TimeCharts.review(traffic(List.of(), List.of(new Traffic.Review(TEN, 2, 1, 0, 0),
                new Traffic.Review(ELEVEN, 0, 0, 1, 1)), List.of()), LABELS, QUEUE);

        JsonArray datasets = datasets(chart);
        assertThat(datasets.stream().map(d -> d.asJsonObject().getString("label")))
                .containsExactly("waiting", "approved", "rejected", "escalated");
        assertThat(datasets.getJsonObject(0).getJsonArray("data").toString()).isEqualTo("[2,0]");
        assertThat(chart.note()).isEqualTo("5 answers flagged; 2 of them wait for a decision.");
    }

    @Test
    void aPartOfAReviewBarOpensTheQueueOfItsDecisionOnItsDay() {
        ChartView chart = TimeCharts.review(traffic(List.of(), List.of(new Traffic.Review(TEN, 2, 1, 0, 0),
                new Traffic.Review(ELEVEN, 0, 0, 1, 1)), List.of()), LABELS, QUEUE);

        assertThat(chart.link(0, 0)).contains(
                "review.xhtml?tenant=bluebay&from=2025-03-01&to=2025-03-01&decision=none");
        assertThat(chart.link(1, 1)).contains(
                "review.xhtml?tenant=bluebay&from=2025-03-01&to=2025-03-01&decision=approved");
        assertThat(chart.link(3, 0)).hasValueSatisfying(link -> assertThat(link).endsWith("&decision=escalated"));
        assertThat(chart.link(4, 0)).as("no such decision").isEmpty();
    }

    @Test
    void fallbacksAreStackedByCauseOnTheAnswersTheModelGave() {
        ChartView chart = TimeCharts.fallbacks(traffic(List.of(), List.of(), List.of(
                new Traffic.Fallbacks(TEN, 4, Map.of("timeout", 1L)),
                new Traffic.Fallbacks(ELEVEN, 3, Map.of("connection", 2L, "timeout", 1L)))), LABELS);

        JsonArray datasets = datasets(chart);
        assertThat(datasets.stream().map(d -> d.asJsonObject().getString("label")))
                .containsExactly("the model answered", "fallback: connection", "fallback: timeout");
        assertThat(datasets.getJsonObject(0).getJsonArray("data").toString()).isEqualTo("[3,0]");
        assertThat(datasets.getJsonObject(1).getJsonArray("data").toString()).isEqualTo("[0,2]");
        assertThat(chart.note()).startsWith("4 of 7 generated answers");
        JsonObject none = ChartConfigTest.parse(TimeCharts.fallbacks(traffic(List.of(), List.of(),
                List.of(new Traffic.Fallbacks(TEN, 2, Map.of()))), List.of("03-01 10:00")).config());
        assertThat(none.getJsonObject("data").getJsonArray("datasets")).hasSize(1);
    }
}
