package io.ragguard.console.evaluations;

import io.ragguard.answering.boundary.EvaluationSummary;
import io.ragguard.evaluation.boundary.EvaluationStatus;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class HistoryRowTest {

    @Test
    void aRunningRunShowsHowFarItHasComeAndNoFigures() {
        HistoryRow row = HistoryRow.of(SampleRuns.running(7, 0.379));

        assertThat(row.status()).isEqualTo(EvaluationStatus.RUNNING);
        assertThat(row.percent()).isEqualTo(37);
        assertThat(row.done()).isFalse();
        assertThat(row.figures()).isEmpty();
        assertThat(row.values()).isEqualTo("policy 4");
    }

    @Test
    void aDoneRunShowsItsHeadlineFiguresAndRanWithTheLiveSettings() {
        HistoryRow row = HistoryRow.of(SampleRuns.done(12, new EvaluationSummary(4, SampleRuns.validate(List.of()),
                null)));

        assertThat(row.done()).isTrue();
        assertThat(row.values()).isEqualTo("live settings");
        assertThat(row.figures()).extracting(Figure::name).containsExactly("balanced accuracy", "faithful served",
                "hallucinated stopped");
        assertThat(row.label()).isEqualTo("#12 run 12");
    }
}
