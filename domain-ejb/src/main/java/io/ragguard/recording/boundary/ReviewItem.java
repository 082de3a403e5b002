package io.ragguard.recording.boundary;

import io.ragguard.verdict.AnswerStatus;
import java.time.Instant;
import java.util.List;

/**
 * A recorded answer as compliance officers review it: its status and, for a reply that declined, why
 * ({@code declineReason}: no_context, off_topic, unsupported, out_of_scope; null otherwise), its claim
 * verdicts with the validator that gave each, the generator that wrote it, the integration key the request
 * presented, and the reviewers' decisions on it, oldest first ({@code decision} is the current one, null
 * before the first).
 */
public record ReviewItem(String requestId, Instant createdAt, String tenant, String endpoint, AnswerStatus status,
                         String declineReason, String question, String answerBefore, String answerAfter, List<String> reasons,
                         String context, Double contextQuality, StageLatencies latencies,
                         List<ValidatorOutcome> outcomes, List<ClaimOutcome> claims, String generator,
                         String keyName, String decision, List<DecisionEntry> decisions) {
}
