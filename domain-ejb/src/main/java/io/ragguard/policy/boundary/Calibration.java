package io.ragguard.policy.boundary;

import java.util.List;

/**
 * A validator's threshold calibrated on labelled answers: how many good and bad ones there were, the
 * threshold now and the one proposed, whether higher scores pass, the good-answer pass-rate floor the
 * proposal keeps, the {@code curve} of every threshold tried, and the draft policy that holds the proposal.
 */
public record Calibration(String validator, String tenant, String source, int good, int bad, double currentThreshold,
                          double proposedThreshold, boolean higherPasses, double floor, List<CurvePoint> curve,
                          long policyId) {

    /**
     * One threshold: the share of the answers it passes, its balanced agreement with the labels, and the pass
     * rates of the good and the bad answers.
     */
    public record CurvePoint(double threshold, double passRate, double agreement, double goodPassRate,
                             double badPassRate) {
    }
}
