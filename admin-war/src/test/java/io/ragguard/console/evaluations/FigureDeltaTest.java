package io.ragguard.console.evaluations;

import io.ragguard.answering.boundary.EvaluationComparison;
import io.ragguard.answering.boundary.EvaluationSummary;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class FigureDeltaTest {

    private static final EvaluationSummary BOTH = new EvaluationSummary(8, SampleRuns.validate(List.of()),
            SampleRuns.chat());

    private static FigureDelta row(List<FigureDelta> deltas, String figure) {
        return deltas.stream().filter(d -> d.figure().equals(figure)).findFirst().orElseThrow();
    }

    private static List<FigureDelta> compared(Map<String, Double> deltas) {
        return FigureDelta.of(new EvaluationComparison(SampleRuns.done(1, BOTH), SampleRuns.done(2, BOTH), deltas, 8,
                List.of()));
    }

    @Test
    void aHigherShareIsBetterWhereMoreIsRight() {
        List<FigureDelta> deltas = compared(Map.of("balanced_accuracy", 0.125, "hallucinated_stop_rate", -0.25,
                "answered_with_fact_rate", 0.333));

        assertThat(row(deltas, "balanced accuracy")).extracting(FigureDelta::change, FigureDelta::trend)
                .containsExactly("+12.5 pts", Trend.BETTER);
        assertThat(row(deltas, "hallucinated stopped").trend()).isEqualTo(Trend.WORSE);
        assertThat(row(deltas, "answered with the fact").trend()).isEqualTo(Trend.BETTER);
    }

    @Test
    void aLowerShareIsBetterWhereMoreIsWrong() {
        List<FigureDelta> deltas = compared(Map.of("declined_when_answerable_rate", -0.333,
                "confident_when_unanswerable_rate", 0.5));

        assertThat(row(deltas, "declined when answerable").trend()).isEqualTo(Trend.BETTER);
        assertThat(row(deltas, "declined when answerable").trend().styleClass()).isEqualTo("delta-better");
        assertThat(row(deltas, "confident when unanswerable").trend()).isEqualTo(Trend.WORSE);
        assertThat(row(deltas, "confident when unanswerable").trend().styleClass()).isEqualTo("delta-worse");
    }

    @Test
    void showsBothRunsValuesInTheOrderOfTheHeadlinesAndNoChangeAsSuch() {
        Map<String, Double> deltas = new LinkedHashMap<>();
        deltas.put("confident_when_unanswerable_rate", 0.0);
        deltas.put("balanced_accuracy", 0.0);

        List<FigureDelta> rows = compared(deltas);

        assertThat(rows).extracting(FigureDelta::figure).containsExactly("balanced accuracy", "faithful served",
                "hallucinated stopped", "answered with the fact", "declined when answerable",
                "confident when unanswerable");
        assertThat(rows.get(0)).isEqualTo(new FigureDelta("balanced accuracy", "75.0 %", "75.0 %", "no change",
                Trend.SAME));
        assertThat(rows.get(1).trend()).as("no delta given").isEqualTo(Trend.UNKNOWN);
        assertThat(rows.get(1).change()).isEmpty();
    }

    @Test
    void aFigureOnlyOneRunHasShowsNaForTheOtherAndNoTrend() {
        EvaluationSummary chatOnly = new EvaluationSummary(4, null, SampleRuns.chat());
        List<FigureDelta> rows = FigureDelta.of(new EvaluationComparison(SampleRuns.done(1, BOTH),
                SampleRuns.done(2, chatOnly), Map.of("answered_with_fact_rate", 0.0), 4, List.of()));

        assertThat(row(rows, "balanced accuracy")).isEqualTo(new FigureDelta("balanced accuracy", "75.0 %", "n/a", "",
                Trend.UNKNOWN));
        assertThat(row(rows, "answered with the fact").trend()).isEqualTo(Trend.SAME);
    }
}
