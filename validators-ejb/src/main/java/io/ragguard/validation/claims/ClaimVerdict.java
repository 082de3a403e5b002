package io.ragguard.validation.claims;

import io.ragguard.validation.text.ClaimSplitter;
import io.ragguard.validation.spi.CheckedClaim;

import java.util.List;

/**
 * A claim's label and its best evidence span: the evidence's citation number and document id, and the
 * character offsets {@code start} (inclusive) to {@code end} (exclusive) of the sentence in the
 * evidence text; {@code evidenceNumber} is 0 and the offsets -1 when there was no evidence.
 */
public record ClaimVerdict(ClaimSplitter.Claim claim, ClaimLabel label, double score, int evidenceNumber,
                           String documentId, int start, int end, String span, List<String> conflicts) {

    public ClaimVerdict {
        conflicts = List.copyOf(conflicts);
    }

    /** The verdict as validators report it: text, label, score and evidence span. */
    public CheckedClaim checked() {
        return new CheckedClaim(claim.text(), label.title(), score, documentId, start, end);
    }
}
