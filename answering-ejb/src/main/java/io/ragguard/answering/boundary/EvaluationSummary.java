package io.ragguard.answering.boundary;

import io.ragguard.policy.boundary.Calibration.CurvePoint;

import java.util.List;
import java.util.Map;

/**
 * What a batch evaluation measured: the figures of its validate rows and of its chat rows (null where it had
 * none of that kind).
 */
public record EvaluationSummary(int rows, ValidateFigures validate, ChatFigures chat) {

    /**
     * How the guard judged the labelled answers. An answer is <em>served</em> when it passes and goes out as
     * written (citation markers added aside); a faithful answer should be, a hallucinated one should be
     * stopped (refused, flagged, declined, or a sentence removed). {@code balancedAccuracy} is the mean of the
     * faithful served and the hallucinated stopped; {@code statuses} count each label's statuses;
     * {@code validators} each validator's outcomes per label and its most frequent reasons;
     * {@code faithfulnessCurve} how faithfulness's threshold alone would have judged the labels.
     */
    public record ValidateFigures(int rows, int faithful, int hallucinated, Confusion confusion,
                                  Double faithfulPassRate, Double hallucinatedStopRate, Double balancedAccuracy,
                                  Map<String, Map<String, Long>> statuses, Map<String, ValidatorFigures> validators,
                                  Double faithfulnessThreshold, List<CurvePoint> faithfulnessCurve,
                                  Latency latencyMs) {
    }

    /** The confusion matrix: each label by whether the answer was served or stopped. */
    public record Confusion(int faithfulServed, int faithfulStopped, int hallucinatedServed,
                            int hallucinatedStopped) {
    }

    /** One validator's outcomes on the faithful and on the hallucinated answers, and its most frequent reasons. */
    public record ValidatorFigures(Map<String, Long> faithful, Map<String, Long> hallucinated,
                                   Map<String, Long> reasons) {
    }

    /**
     * How the whole pipeline answered the questions: of the answerable ones, those answered with the expected
     * phrase and those declined; of the unanswerable ones, those answered as if the knowledge held the answer
     * (served as passed or patched, not declined).
     */
    public record ChatFigures(int rows, int answerable, int unanswerable, int answeredWithFact,
                              int declinedWhenAnswerable, int confidentWhenUnanswerable, Double answeredWithFactRate,
                              Double declinedWhenAnswerableRate, Double confidentWhenUnanswerableRate,
                              Map<String, Long> statuses, Latency latencyMs) {
    }

    /** The time a row took, in milliseconds: the median and the 95th percentile. */
    public record Latency(long p50, long p95) {
    }
}
