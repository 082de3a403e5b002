package io.ragguard.console.evaluations;

import io.ragguard.answering.boundary.EvaluationSummary.ValidateFigures;
import io.ragguard.console.display.ChartConfig;
import io.ragguard.console.display.ChartView;
import io.ragguard.policy.boundary.Calibration.CurvePoint;

import java.util.Comparator;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * How faithfulness's threshold alone would have judged an evaluation's labelled answers, as a line chart: by
 * threshold, the share of the faithful answers and of the hallucinated ones that pass, and the balanced
 * agreement with the labels, in per cent.
 */
final class FaithfulnessCurve {

    static final String FAITHFUL = "#2e7d32";
    static final String HALLUCINATED = "#c62828";
    static final String AGREEMENT = "#1565c0";

    private FaithfulnessCurve() {
    }

    static ChartView of(ValidateFigures figures) {
        List<CurvePoint> points = figures == null || figures.faithfulnessCurve() == null ? List.of()
                : figures.faithfulnessCurve().stream().filter(p -> Double.isFinite(p.threshold()))
                .sorted(Comparator.comparingDouble(CurvePoint::threshold)).toList();
        if (points.isEmpty()) {
            return ChartView.none("faithfulness did not score these answers");
        }
        ChartConfig chart = ChartConfig.lines(points.stream().map(p -> FigureText.threshold(p.threshold())).toList())
                .line("faithful answers passed", percents(points, CurvePoint::goodPassRate), FAITHFUL, "share")
                .line("hallucinated answers passed", percents(points, CurvePoint::badPassRate), HALLUCINATED, "share")
                .line("balanced agreement", percents(points, CurvePoint::agreement), AGREEMENT, "share")
                .axis("share", "left", "% of answers", 100)
                .labelTitle("faithfulness threshold");
        Double current = figures.faithfulnessThreshold();
        return ChartView.of(chart, current == null ? "By threshold, what faithfulness alone would have passed."
                : "By threshold, what faithfulness alone would have passed; the threshold in force was "
                + FigureText.threshold(current) + ".");
    }

    private static List<Double> percents(List<CurvePoint> points, ToDoubleFunction<CurvePoint> share) {
        return points.stream().map(p -> Math.round(share.applyAsDouble(p) * 1000) / 10.0).toList();
    }
}
