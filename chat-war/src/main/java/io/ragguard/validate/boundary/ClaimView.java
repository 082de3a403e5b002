package io.ragguard.validate.boundary;

import io.ragguard.export.Scores;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.spi.CheckedClaim;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;

/**
 * One claim of the answer as the caller sees it: {@code {"validator", "text", "verdict", "evidence": {"id",
 * "start", "end"}, "score"}}; {@code validator} is the one whose verdict it is: faithfulness labels every
 * sentence supported, unsupported, contradicted or not_a_claim, the claims validator labels atomic claims
 * Supported, Contradictory or Insufficient; {@code evidence} is the best evidence span,
 * {@code context.substring(start, end)} of the context with that id, and is left out when no context
 * sentence was paired with the claim.
 */
@Schema(name = "Claim", description = "One claim of the answer and a validator's verdict on it.")
public record ClaimView(
        @Schema(description = "The validator whose verdict it is", enumeration = {"faithfulness", "claims"},
                example = "claims")
        String validator,
        @Schema(example = "The dose is 50 mg.") String text,
        @Schema(description = "faithfulness: supported, unsupported, contradicted or not_a_claim; claims: Supported, "
                + "Contradictory or Insufficient", enumeration = {"supported", "unsupported", "contradicted",
                    "not_a_claim", "Supported", "Contradictory", "Insufficient"}, example = "Contradictory")
        String verdict,
        @Schema(description = "The evidence sentence that decided it; left out when none was paired with the claim")
        Span evidence,
        double score) {

    /** Character offsets into the text of the context {@code id}: start inclusive, end exclusive. */
    @Schema(name = "ClaimEvidence", description = "context.substring(start, end) of the context id.")
    public record Span(@Schema(example = "leaflet-3") String id, @Schema(example = "30") int start,
                       @Schema(example = "80") int end) {
    }

    /** The claims every validator of the report judged, in the order the validators ran. */
    public static List<ClaimView> all(ValidationReport report) {
        return report.results().stream()
                .flatMap(r -> r.claims().stream().map(claim -> of(r.name(), claim)))
                .toList();
    }

    /** A claim as the validator {@code validator} judged it. */
    public static ClaimView of(String validator, CheckedClaim claim) {
        Span span = claim.hasEvidence() ? new Span(claim.evidenceId(), claim.start(), claim.end()) : null;
        return new ClaimView(validator, claim.text(), claim.label(), span,
                Scores.round(claim.score()));
    }
}
