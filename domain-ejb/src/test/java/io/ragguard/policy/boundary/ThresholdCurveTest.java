package io.ragguard.policy.boundary;

import io.ragguard.policy.boundary.Calibration.CurvePoint;
import io.ragguard.policy.boundary.ThresholdCurve.Labelled;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ThresholdCurveTest {

    /** Good answers score 0.6 to 0.9, bad ones 0.1 to 0.45: a threshold near 0.5 parts them. */
    private static List<Labelled> parted() {
        List<Labelled> answers = new ArrayList<>();
        for (double s : new double[] {0.6, 0.7, 0.8, 0.9}) {
            answers.add(new Labelled(s, true));
        }
        for (double s : new double[] {0.1, 0.2, 0.3, 0.45}) {
            answers.add(new Labelled(s, false));
        }
        return answers;
    }

    private static CurvePoint at(List<CurvePoint> curve, double threshold) {
        return curve.stream().filter(p -> Math.abs(p.threshold() - threshold) < 1e-9).findFirst().orElseThrow();
    }

    @Test
    void eachThresholdSaysWhatItPassesAndHowItAgreesWithTheLabels() {
        List<CurvePoint> curve = ThresholdCurve.of(parted(), true);

        assertThat(curve).hasSize(21);
        assertThat(at(curve, 0.0)).isEqualTo(new CurvePoint(0.0, 1.0, 0.5, 1.0, 1.0));
        assertThat(at(curve, 0.5)).isEqualTo(new CurvePoint(0.5, 0.5, 1.0, 1.0, 0.0));
        assertThat(at(curve, 0.75)).isEqualTo(new CurvePoint(0.75, 0.25, 0.75, 0.5, 0.0));
    }

    @Test
    void proposesTheBestAgreementNearestTheCurrentThresholdAboveTheFloor() {
        List<CurvePoint> curve = ThresholdCurve.of(parted(), true);

        assertThat(ThresholdCurve.best(curve, 0.8, 0.5)).get().extracting(CurvePoint::threshold).isEqualTo(0.5);
        assertThat(ThresholdCurve.best(curve, 0.8, 0.35)).get().extracting(CurvePoint::threshold).isEqualTo(0.5);
        assertThat(ThresholdCurve.best(curve, 0.8, 0.58)).get().extracting(CurvePoint::threshold).isEqualTo(0.6);
    }

    @Test
    void theFloorKeepsTheGoodAnswersPassingEvenAtACostInAgreement() {
        List<Labelled> answers = new ArrayList<>(parted());
        answers.add(new Labelled(0.05, true)); // a good answer the validator scores low
        List<CurvePoint> curve = ThresholdCurve.of(answers, true);

        CurvePoint strict = ThresholdCurve.best(curve, 0.0, 0.5).orElseThrow();
        CurvePoint lenient = ThresholdCurve.best(curve, 1.0, 0.5).orElseThrow();
        assertThat(strict.goodPassRate()).isLessThan(1.0);
        assertThat(lenient.goodPassRate()).isEqualTo(1.0);
        assertThat(lenient.threshold()).isLessThanOrEqualTo(0.05);
    }

    @Test
    void aValidatorWhoseLowScoresPassIsReadTheOtherWay() {
        List<Labelled> flipped = parted().stream().map(a -> new Labelled(1 - a.score(), a.good())).toList();
        assertThat(ThresholdCurve.best(ThresholdCurve.of(flipped, false), 0.8, 0.5)).get()
                .satisfies(p -> assertThat(p.agreement()).isEqualTo(1.0));
    }
}
