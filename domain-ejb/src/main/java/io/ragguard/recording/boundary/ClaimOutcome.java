package io.ragguard.recording.boundary;

/**
 * One claim of an answer as recorded: its text, {@code verdict} (Supported, Contradictory or
 * Insufficient), {@code score}, and the evidence span it was judged against: the context's
 * {@code evidenceId} and the character offsets {@code start} (inclusive) to {@code end} (exclusive)
 * in its text, all three null when no evidence sentence was paired with it.
 */
public record ClaimOutcome(String text, String verdict, Double score, String evidenceId, Integer start,
                           Integer end) {
}
