package io.ragguard.validate.boundary;

import io.ragguard.chat.boundary.ValidationMetrics.ValidatorMetrics;
import jakarta.json.bind.annotation.JsonbNillable;

import java.util.List;
import java.util.Map;

/**
 * The chain's verdict on a caller's answer. {@code faithfulness} is the score in [0, 1] of the
 * faithfulness validator when it ran, else that of evidence-overlap, else null (sent as null);
 * {@code claims} are the claims validator's verdicts when it ran (empty otherwise, and when it found no
 * claims or no contexts); {@code patchedAnswer} is the
 * answer after every patch (the answer itself when none applied); {@code status} is passed, patched
 * or failed, as recorded under {@code requestId}.
 */
public record ValidateResponse(boolean passed, String status, @JsonbNillable Double faithfulness,
                               List<String> reasons, Map<String, ValidatorMetrics> validators, List<ClaimView> claims,
                               String patchedAnswer, String requestId) {
}
