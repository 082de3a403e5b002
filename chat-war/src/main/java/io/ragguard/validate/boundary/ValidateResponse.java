package io.ragguard.validate.boundary;

import io.ragguard.answering.boundary.CheckedAnswer;
import io.ragguard.api.ValidationMetrics;
import io.ragguard.api.ValidationMetrics.ValidatorMetrics;
import io.ragguard.export.Scores;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorResult;
import io.ragguard.verdict.Outcome;
import jakarta.json.bind.annotation.JsonbNillable;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;
import java.util.Map;

/**
 * The chain's verdict on a caller's answer. {@code status} is passed, patched, unverified, declined or
 * failed, as recorded under {@code requestId}; {@code declineReason} says why a declined reply does not
 * answer (null, and so left out, otherwise); {@code faithfulness} is the score in [0, 1] of the
 * faithfulness validator when it ran, else that of evidence-overlap, else null (sent as null);
 * {@code claims} are the verdicts of faithfulness (each sentence) and of the claims validator (each atomic
 * claim) when they ran, each naming its validator (empty otherwise, and when there were no contexts);
 * {@code patchedAnswer} is the answer after every patch (the answer itself when none applied).
 */
@Schema(description = "The validators' verdict on your answer, and the answer after every patch.")
public record ValidateResponse(
        @Schema(description = "Whether nothing unsupported would be served: true for passed, patched and declined")
        boolean passed,
        @Schema(description = "passed, patched, unverified, declined or failed, as recorded", example = "passed",
                enumeration = {"passed", "patched", "unverified", "declined", "failed"})
        String status,
        @Schema(name = "decline_reason", description = "Why the reply does not answer; only when status is declined",
                enumeration = {"no_context", "off_topic", "unsupported", "out_of_scope"}, example = "no_context")
        String declineReason,
        @Schema(description = "The faithfulness validator's score in [0, 1] when it ran, else evidence-overlap's, "
                + "else null", nullable = true, example = "0.93")
        @JsonbNillable Double faithfulness,
        @Schema(description = "Why, as \"<validator>: <reason>\"") List<String> reasons,
        @Schema(description = "Each validator's verdict by its name") Map<String, ValidatorMetrics> validators,
        @Schema(description = "The verdicts of faithfulness on the answer's sentences and of the claims validator on "
                + "its claims, when they ran, each naming its validator")
        List<ClaimView> claims,
        @Schema(name = "patched_answer", description = "The answer after every patch; the answer itself when none "
                + "applied")
        String patchedAnswer,
        @Schema(name = "request_id", description = "The verdict's record, at /api/admin/records/{request_id}")
        String requestId) {

    private static final List<String> FAITHFULNESS = List.of("faithfulness", "evidence-overlap");

    public static ValidateResponse of(CheckedAnswer checked) {
        ValidationReport report = checked.report();
        return new ValidateResponse(report.passed(), report.status(), report.declineLabel(), faithfulness(report),
                report.reasons(), ValidationMetrics.of(report).validators(), ClaimView.all(report), report.answer(),
                checked.requestId());
    }

    /** The faithfulness validator's score when it ran, else evidence-overlap's, else null. */
    static Double faithfulness(ValidationReport report) {
        for (String name : FAITHFULNESS) {
            for (ValidatorResult result : report.results()) {
                if (result.name().equals(name) && result.outcome() != Outcome.SKIPPED
                        && result.outcome() != Outcome.ERROR) {
                    return Scores.round(result.score());
                }
            }
        }
        return null;
    }
}
