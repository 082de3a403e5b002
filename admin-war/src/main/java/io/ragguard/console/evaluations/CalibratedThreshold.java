package io.ragguard.console.evaluations;

import io.ragguard.policy.boundary.Calibration;

import java.io.Serializable;

/**
 * Faithfulness's threshold as calibrated on an evaluation's labelled answers: the threshold now and the one
 * proposed, how many faithful and hallucinated answers it was calibrated on, and the draft policy holding it.
 */
public record CalibratedThreshold(long evaluationId, String current, String proposed, int faithful,
                                  int hallucinated, long policyId) implements Serializable {

    static CalibratedThreshold of(long evaluationId, Calibration calibration) {
        return new CalibratedThreshold(evaluationId, FigureText.threshold(calibration.currentThreshold()),
                FigureText.threshold(calibration.proposedThreshold()), calibration.good(), calibration.bad(),
                calibration.policyId());
    }
}
