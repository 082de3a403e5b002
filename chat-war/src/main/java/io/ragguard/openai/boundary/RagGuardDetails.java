package io.ragguard.openai.boundary;

import io.ragguard.chat.boundary.ContextItem;
import io.ragguard.chat.boundary.ContextQuality;
import io.ragguard.chat.boundary.ValidationMetrics;

import java.util.List;

/**
 * What RAG Guard adds to an OpenAI completion: the request's id (its record in the review queue), the
 * generator that answered, the passages the answer is grounded in, the validators' verdicts, and for a
 * refused answer the reasons. {@code status} is the record's: passed, patched, unverified, failed (refused)
 * or unvalidated.
 */
public record RagGuardDetails(String requestId, String status, String generator, List<ContextItem> contextUsed,
                              ContextQuality contextQuality, ValidationMetrics validationMetrics,
                              List<String> reasons) {
}
