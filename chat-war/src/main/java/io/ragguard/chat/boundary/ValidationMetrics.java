package io.ragguard.chat.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;
import java.util.Map;

/** The chain's verdict as clients see it: overall, and per validator in the order they ran. */
@Schema(description = "The validators' verdict: overall, and per validator in the order they ran.")
public record ValidationMetrics(
        @Schema(description = "Whether the answer passed") boolean passed,
        @Schema(description = "passed, patched, unverified or failed", example = "passed") String status,
        @Schema(description = "Why, as \"<validator>: <reason>\"") List<String> reasons,
        @Schema(description = "Each validator's verdict by its name") Map<String, ValidatorMetrics> validators) {

    @Schema(description = "One validator's verdict.")
    public record ValidatorMetrics(
            @Schema(description = "pass, warn, patched, fail, error or skipped", example = "pass") String outcome,
            @Schema(example = "1.0") double score,
            @Schema(description = "The threshold the score was held to, when it has one", example = "1.0")
            Double threshold,
            List<String> reasons) {
    }
}
