package io.ragguard.validate.boundary;

import io.ragguard.validation.spi.CheckedClaim;

/**
 * One claim of the answer as the caller sees it: {@code {"text", "verdict", "evidence": {"id", "start",
 * "end"}, "score"}}; {@code verdict} is Supported, Contradictory or Insufficient; {@code evidence} is
 * the best evidence span, {@code context.substring(start, end)} of the context with that id, and is
 * left out when no context sentence was paired with the claim.
 */
public record ClaimView(String text, String verdict, Span evidence, double score) {

    /** Character offsets into the text of the context {@code id}: start inclusive, end exclusive. */
    public record Span(String id, int start, int end) {
    }

    public static ClaimView of(CheckedClaim claim) {
        Span span = claim.hasEvidence() ? new Span(claim.evidenceId(), claim.start(), claim.end()) : null;
        return new ClaimView(claim.text(), claim.label(), span, Math.round(claim.score() * 10_000) / 10_000.0);
    }
}
