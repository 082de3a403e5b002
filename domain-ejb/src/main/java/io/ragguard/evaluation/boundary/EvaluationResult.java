package io.ragguard.evaluation.boundary;

import java.util.List;
import java.util.Map;

/**
 * What a finished evaluation keeps: its summary, worst misses and row verdicts as JSON texts, and each
 * validator's scores on the labelled answers, to calibrate its threshold on.
 */
public record EvaluationResult(String summary, String misses, String verdicts, Map<String, List<ScoredLabel>> scores) {
}
