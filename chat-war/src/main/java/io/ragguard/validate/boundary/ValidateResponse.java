package io.ragguard.validate.boundary;

import io.ragguard.chat.boundary.ValidationMetrics.ValidatorMetrics;
import jakarta.json.bind.annotation.JsonbNillable;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

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
@Schema(description = "The validators' verdict on your answer, and the answer after every patch.")
public record ValidateResponse(
        @Schema(description = "Whether the answer passed") boolean passed,
        @Schema(description = "passed, patched, unverified or failed, as recorded", example = "passed")
        String status,
        @Schema(description = "The faithfulness validator's score in [0, 1] when it ran, else evidence-overlap's, "
                + "else null", nullable = true, example = "0.93")
        @JsonbNillable Double faithfulness,
        @Schema(description = "Why, as \"<validator>: <reason>\"") List<String> reasons,
        @Schema(description = "Each validator's verdict by its name") Map<String, ValidatorMetrics> validators,
        @Schema(description = "The claims validator's verdicts on the answer's claims, when it ran")
        List<ClaimView> claims,
        @Schema(name = "patched_answer", description = "The answer after every patch; the answer itself when none "
                + "applied")
        String patchedAnswer,
        @Schema(name = "request_id", description = "The verdict's record, at /api/admin/records/{request_id}")
        String requestId) {
}
