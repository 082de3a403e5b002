package io.ragguard.console.evaluations;

import io.ragguard.answering.boundary.EvaluationSummary;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class FigureTest {

    @Test
    void theHistoryShowsTheHeadlineSharesOfTheKindsOfRowARunHad() {
        assertThat(Figure.headlines(new EvaluationSummary(4, SampleRuns.validate(List.of()), null)))
                .containsExactly(new Figure("balanced accuracy", "75.0 %"), new Figure("faithful served", "100.0 %"),
                        new Figure("hallucinated stopped", "50.0 %"));
        assertThat(Figure.headlines(new EvaluationSummary(4, null, SampleRuns.chat())))
                .containsExactly(new Figure("answered with the fact", "66.7 %"));
        assertThat(Figure.headlines(null)).as("not done yet").isEmpty();
    }

    @Test
    void aDoneRunsFiguresCarryTheirCounts() {
        List<Figure> figures = Figure.of(new EvaluationSummary(8, SampleRuns.validate(List.of()), SampleRuns.chat()));

        assertThat(figures).contains(
                new Figure("answers judged", "4 (2 faithful, 2 hallucinated)"),
                new Figure("faithful served", "2 of 2 (100.0 %)"),
                new Figure("hallucinated stopped", "1 of 2 (50.0 %)"),
                new Figure("validate latency p50 / p95", "12 ms / 30 ms"),
                new Figure("answered with the fact", "2 of 3 (66.7 %)"),
                new Figure("declined when answerable", "1 of 3 (33.3 %)"),
                new Figure("confident when unanswerable", "0 of 1 (0.0 %)"));
        assertThat(figures.get(0).name()).as("validate rows first").isEqualTo("answers judged");
    }
}
