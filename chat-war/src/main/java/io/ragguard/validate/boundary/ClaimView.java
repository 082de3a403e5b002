package io.ragguard.validate.boundary;

import io.ragguard.validation.spi.CheckedClaim;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * One claim of the answer as the caller sees it: {@code {"text", "verdict", "evidence": {"id", "start",
 * "end"}, "score"}}; {@code verdict} is Supported, Contradictory or Insufficient; {@code evidence} is
 * the best evidence span, {@code context.substring(start, end)} of the context with that id, and is
 * left out when no context sentence was paired with the claim.
 */
@Schema(name = "Claim", description = "One claim of the answer and the claims validator's verdict on it.")
public record ClaimView(
        @Schema(example = "The dose is 50 mg.") String text,
        @Schema(enumeration = {"Supported", "Contradictory", "Insufficient"}, example = "Contradictory")
        String verdict,
        @Schema(description = "The evidence sentence that decided it; left out when none was paired with the claim")
        Span evidence,
        double score) {

    /** Character offsets into the text of the context {@code id}: start inclusive, end exclusive. */
    @Schema(name = "ClaimEvidence", description = "context.substring(start, end) of the context id.")
    public record Span(@Schema(example = "leaflet-3") String id, @Schema(example = "30") int start,
                       @Schema(example = "80") int end) {
    }

    public static ClaimView of(CheckedClaim claim) {
        Span span = claim.hasEvidence() ? new Span(claim.evidenceId(), claim.start(), claim.end()) : null;
        return new ClaimView(claim.text(), claim.label(), span, Math.round(claim.score() * 10_000) / 10_000.0);
    }
}
