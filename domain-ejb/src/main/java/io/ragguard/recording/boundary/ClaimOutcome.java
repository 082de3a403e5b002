package io.ragguard.recording.boundary;

/**
 * One claim of an answer as recorded: the {@code validator} whose verdict it is (null for claims recorded
 * before validators were named), its text, {@code verdict} (faithfulness: supported, unsupported,
 * contradicted, not_a_claim; claims: Supported, Contradictory, Insufficient), {@code score}, and the
 * evidence span it was judged against: the context's {@code evidenceId} and the character offsets
 * {@code start} (inclusive) to {@code end} (exclusive) in its text, all three null when no evidence sentence
 * was paired with it.
 */
public record ClaimOutcome(String validator, String text, String verdict, Double score, String evidenceId,
                           Integer start, Integer end) {
}
