package io.ragguard.api;

import io.ragguard.export.Scores;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorResult;
import java.util.LinkedHashMap;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;
import java.util.Map;

/**
 * The chain's verdict as clients see it: overall, and per validator in the order they ran;
 * {@code declineReason} says why a reply declined (null, and so left out, for any other status).
 */
@Schema(description = "The validators' verdict: overall, and per validator in the order they ran.")
public record ValidationMetrics(
        @Schema(description = "Whether nothing unsupported was served: true for passed, patched and declined")
        boolean passed,
        @Schema(description = "passed, patched, unverified, declined or failed", example = "passed",
                enumeration = {"passed", "patched", "unverified", "declined", "failed"})
        String status,
        @Schema(name = "decline_reason", description = "Why the reply does not answer; only when status is declined",
                enumeration = {"no_context", "off_topic", "unsupported", "out_of_scope"}, example = "no_context")
        String declineReason,
        @Schema(description = "Why, as \"<validator>: <reason>\"") List<String> reasons,
        @Schema(description = "Each validator's verdict by its name") Map<String, ValidatorMetrics> validators) {

    public static ValidationMetrics of(ValidationReport report) {
        Map<String, ValidatorMetrics> validators = new LinkedHashMap<>();
        for (ValidatorResult r : report.results()) {
            validators.put(r.name(), new ValidatorMetrics(r.outcome().label(), Scores.round(r.score()), r.threshold(),
                    r.reasons(), r.observed() ? "observe" : null));
        }
        return new ValidationMetrics(report.passed(), report.status(), report.declineLabel(), report.reasons(),
                validators);
    }

    @Schema(description = "One validator's verdict.")
    public record ValidatorMetrics(
            @Schema(description = "pass, warn, patched, fail, error, skipped or unverified", example = "pass")
            String outcome,
            @Schema(example = "1.0") double score,
            @Schema(description = "The threshold the score was held to, when it has one", example = "1.0")
            Double threshold,
            List<String> reasons,
            @Schema(description = "observe when the validator ran in observe mode (validator.<name>.enforcement): its "
                    + "outcome says what it would have done, but it changed and refused nothing; left out when "
                    + "it is enforced", example = "observe")
            String mode) {
    }
}
