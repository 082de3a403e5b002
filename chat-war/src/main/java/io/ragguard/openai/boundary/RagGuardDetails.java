package io.ragguard.openai.boundary;

import io.ragguard.chat.boundary.ContextItem;
import io.ragguard.chat.boundary.ContextQuality;
import io.ragguard.api.ValidationMetrics;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;

/**
 * What RAG Guard adds to an OpenAI completion: the request's id (its record in the review queue), the
 * generator that answered, the passages the answer is grounded in, the validators' verdicts, and for a
 * refused answer the reasons. {@code status} is the record's: passed, patched, unverified, declined,
 * failed (refused) or unvalidated; {@code declineReason} says why a declined reply does not answer (null,
 * and so left out, otherwise).
 */
@Schema(description = "What RAG Guard adds to an OpenAI completion: the answer's record, the generator, the passages "
        + "it is grounded in, the validators' verdict and, for a refused answer, why.")
public record RagGuardDetails(
        @Schema(name = "request_id", description = "The answer's record, at /api/admin/records/{request_id}")
        String requestId,
        @Schema(description = "The record's status", enumeration = {"passed", "patched", "unverified", "declined",
            "failed", "unvalidated"}, example = "passed")
        String status,
        @Schema(name = "decline_reason", description = "Why the reply does not answer; only when status is declined",
                enumeration = {"no_context", "off_topic", "unsupported", "out_of_scope"}, example = "no_context")
        String declineReason,
        @Schema(description = "Who wrote the answer", example = "extractive") String generator,
        @Schema(name = "context_used", description = "The passages the answer may cite, in marker order")
        List<ContextItem> contextUsed,
        @Schema(name = "context_quality") ContextQuality contextQuality,
        @Schema(name = "validation_metrics", description = "The validators' verdict; left out when validation is off")
        ValidationMetrics validationMetrics,
        @Schema(description = "Why, as \"<validator>: <reason>\"") List<String> reasons) {
}
