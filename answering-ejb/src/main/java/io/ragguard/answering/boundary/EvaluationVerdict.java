package io.ragguard.answering.boundary;

/**
 * How one row was judged, kept to compare runs: its position, kind and label, a key of its content (rows of
 * two runs with the same key are the same row), the question (cut to 200 characters), the status, whether the
 * guard was right, faithfulness's score (null where it did not score) and the time the row took.
 */
public record EvaluationVerdict(int row, String kind, String label, String key, String question, String status,
                                boolean right, Double faithfulness, long millis) {
}
