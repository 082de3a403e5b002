package io.ragguard.console.validators;

import io.ragguard.console.display.ChartConfig;
import io.ragguard.console.display.ChartView;
import io.ragguard.policy.boundary.Calibration;
import io.ragguard.policy.boundary.Calibration.CurvePoint;

import java.io.Serializable;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * A validator's threshold as calibrated on the reviewers' decisions: the threshold now and the one proposed, how
 * many approved and rejected answers it was calibrated on, the draft policy that holds the proposal, and the
 * curve: by threshold, the share of the approved answers that pass, of the rejected ones that pass, and the
 * balanced agreement with the decisions, in per cent.
 */
public record ProposedThreshold(String validator, String current, String proposed, int good, int bad, long policyId,
                                ChartView curve) implements Serializable {

    static final String GOOD = "#2e7d32";
    static final String BAD = "#c62828";
    static final String AGREEMENT = "#1565c0";

    static ProposedThreshold of(Calibration calibration) {
        List<CurvePoint> points = calibration.curve();
        ChartConfig chart = ChartConfig.lines(points.stream().map(p -> number(p.threshold())).toList())
                .line("approved answers passed", percents(points, CurvePoint::goodPassRate), GOOD, "share")
                .line("rejected answers passed", percents(points, CurvePoint::badPassRate), BAD, "share")
                .line("agreement with the decisions", percents(points, CurvePoint::agreement), AGREEMENT, "share")
                .axis("share", "left", "% of answers", 100)
                .labelTitle("threshold");
        String note = (calibration.higherPasses() ? "A score at or above the threshold passes"
                : "A score at or below the threshold passes") + "; the proposal passes at least "
                + Math.round(calibration.floor() * 100) + " % of the approved answers.";
        return new ProposedThreshold(calibration.validator(), number(calibration.currentThreshold()),
                number(calibration.proposedThreshold()), calibration.good(), calibration.bad(), calibration.policyId(),
                ChartView.of(chart, note));
    }

    private static List<Double> percents(List<CurvePoint> points, ToDoubleFunction<CurvePoint> share) {
        return points.stream().map(p -> Math.round(share.applyAsDouble(p) * 1000) / 10.0).toList();
    }

    /** A threshold as the settings write it: {@code 0.35}, not {@code 0.35000000000000003}. */
    static String number(double value) {
        return new BigDecimal(Double.toString(value)).setScale(4, RoundingMode.HALF_UP)
                .stripTrailingZeros().toPlainString();
    }
}
