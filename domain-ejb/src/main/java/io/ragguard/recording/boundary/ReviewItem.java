package io.ragguard.recording.boundary;

import io.ragguard.verdict.AnswerStatus;
import java.time.Instant;
import java.util.List;

/**
 * A recorded answer as compliance officers review it: its status and, for a reply that declined, why
 * ({@code declineReason}: no_context, off_topic, unsupported, out_of_scope; null otherwise), its claim
 * verdicts with the validator that gave each, the generator that wrote it, the integration key the request
 * presented, and the reviewers' decisions on it, oldest first ({@code decision} is the current one, null
 * before the first). Its triage: {@code severity} (null for an answer that needs no review), the
 * {@code groupKey} its repeats share (null only while a record made before triage waits for it), and who is to
 * review it ({@code assignee}: a user's name or {@code role:<role>}; null for no one) since when and by whom.
 */
public record ReviewItem(String requestId, Instant createdAt, String tenant, String endpoint, AnswerStatus status,
                         String declineReason, String question, String answerBefore, String answerAfter, List<String> reasons,
                         String context, Double contextQuality, StageLatencies latencies,
                         List<ValidatorOutcome> outcomes, List<ClaimOutcome> claims, String generator,
                         String keyName, String decision, List<DecisionEntry> decisions, Severity severity,
                         String groupKey, String assignee, String assignedBy, Instant assignedAt) {
}
