package io.ragguard.console.evaluations;

import io.ragguard.answering.boundary.EvaluationSummary;
import io.ragguard.answering.boundary.EvaluationSummary.Confusion;
import io.ragguard.policy.boundary.Calibration.CurvePoint;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class RunDetailTest {

    @Test
    void aRunningRunHasItsProgressAndNothingToShowYet() {
        RunDetail detail = RunDetail.of(SampleRuns.running(3, 0.5));

        assertThat(detail.running()).isTrue();
        assertThat(detail.done()).isFalse();
        assertThat(detail.percent()).isEqualTo(50);
        assertThat(detail.figures()).isEmpty();
        assertThat(detail.confusion()).isNull();
        assertThat(detail.curve().drawn()).isFalse();
    }

    @Test
    void aDoneRunWithLabelledAnswersHasItsConfusionMatrixAndCurve() {
        RunDetail detail = RunDetail.of(SampleRuns.done(3, new EvaluationSummary(4, SampleRuns.validate(
                List.of(new CurvePoint(0.5, 0.75, 0.75, 1.0, 0.5))), null)));

        assertThat(detail.validated()).isTrue();
        assertThat(detail.confusion()).isEqualTo(new Confusion(2, 0, 1, 1));
        assertThat(detail.curve().drawn()).isTrue();
        assertThat(detail.figures()).isNotEmpty();
    }

    @Test
    void aDoneRunOfQuestionsOnlyHasNoConfusionMatrixNorCurve() {
        RunDetail detail = RunDetail.of(SampleRuns.done(3, new EvaluationSummary(4, null, SampleRuns.chat())));

        assertThat(detail.done()).isTrue();
        assertThat(detail.validated()).isFalse();
        assertThat(detail.confusion()).isNull();
        assertThat(detail.curve().drawn()).isFalse();
        assertThat(detail.figures()).extracting(Figure::name).contains("answered with the fact");
    }
}
