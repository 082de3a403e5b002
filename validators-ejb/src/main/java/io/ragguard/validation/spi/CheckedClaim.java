package io.ragguard.validation.spi;

/**
 * One atomic claim of the answer as a validator judged it: its {@code text}, its {@code label}
 * (Supported, Contradictory or Insufficient), its support {@code score} in [0, 1], and the evidence
 * span that decided it: the evidence's id and the character offsets {@code start} (inclusive) to
 * {@code end} (exclusive) in that evidence's text. {@code evidenceId} is null and the offsets -1 when
 * there was no evidence sentence to pair it with.
 */
public record CheckedClaim(String text, String label, double score, String evidenceId, int start, int end) {

    public boolean hasEvidence() {
        return evidenceId != null && start >= 0 && end >= start;
    }
}
