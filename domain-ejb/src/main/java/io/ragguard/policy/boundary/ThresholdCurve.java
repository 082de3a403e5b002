package io.ragguard.policy.boundary;

import io.ragguard.policy.boundary.Calibration.CurvePoint;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How a validator's threshold would have judged labelled answers (a calibration's curve, and a batch
 * evaluation's): for each threshold from 0 to 1 in steps of {@value #STEP}, the share it passes, the pass rates
 * of the good and of the bad answers, and its balanced agreement with the labels (the mean of the good passed
 * and the bad stopped). An answer passes when its score is at least the threshold, or, for a validator whose
 * lower scores are the better ones, at most it.
 */
public final class ThresholdCurve {

    public static final double STEP = 0.05;

    /** One labelled answer: the validator's score on it, and whether a reviewer found it good. */
    public record Labelled(double score, boolean good) {
    }

    private ThresholdCurve() {
    }

    public static List<CurvePoint> of(List<Labelled> answers, boolean higherPasses) {
        List<CurvePoint> curve = new ArrayList<>();
        long good = answers.stream().filter(Labelled::good).count();
        long bad = answers.size() - good;
        for (int step = 0; step <= Math.round(1 / STEP); step++) {
            double threshold = Math.round(step * STEP * 100) / 100.0;
            long passed = 0;
            long goodPassed = 0;
            long badPassed = 0;
            for (Labelled a : answers) {
                boolean passes = higherPasses ? a.score() >= threshold : a.score() <= threshold;
                if (passes) {
                    passed++;
                    if (a.good()) {
                        goodPassed++;
                    } else {
                        badPassed++;
                    }
                }
            }
            double goodRate = good == 0 ? 0 : (double) goodPassed / good;
            double badRate = bad == 0 ? 0 : (double) badPassed / bad;
            curve.add(new CurvePoint(threshold, rounded((double) passed / Math.max(1, answers.size())),
                    rounded((goodRate + 1 - badRate) / 2), rounded(goodRate), rounded(badRate)));
        }
        return curve;
    }

    /**
     * The threshold of the highest balanced agreement among those that pass at least {@code floor} of the good
     * answers (the one nearest {@code current} among equals); empty when none does.
     */
    public static Optional<CurvePoint> best(List<CurvePoint> curve, double floor, double current) {
        CurvePoint best = null;
        for (CurvePoint point : curve) {
            if (point.goodPassRate() + 1e-9 < floor) {
                continue;
            }
            if (best == null || point.agreement() > best.agreement() + 1e-9
                    || Math.abs(point.agreement() - best.agreement()) <= 1e-9
                    && Math.abs(point.threshold() - current) < Math.abs(best.threshold() - current)) {
                best = point;
            }
        }
        return Optional.ofNullable(best);
    }

    private static double rounded(double value) {
        return Math.round(value * 1000) / 1000.0;
    }
}
