package io.ragguard.answering.boundary;

import java.util.List;
import java.util.Map;

/**
 * Two evaluations side by side: each run (without its misses), the change of each headline figure from
 * {@code a} to {@code b}, and the rows both ran whose verdict differs, matched by their content.
 */
public record EvaluationComparison(EvaluationView a, EvaluationView b, Map<String, Double> deltas, int matchedRows,
                                   List<Change> changed) {

    /** One row judged differently: its question and label, its status and rightness in each run. */
    public record Change(String question, String kind, String label, String statusA, String statusB, boolean rightA,
                         boolean rightB) {
    }
}
