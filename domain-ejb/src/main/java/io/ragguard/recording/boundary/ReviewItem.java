package io.ragguard.recording.boundary;

import java.time.Instant;
import java.util.List;

/**
 * A recorded answer as compliance officers review it, with its claim verdicts when claims ran, the
 * generator that wrote it, the integration key the request presented, and the reviewers' decisions on it, oldest first ({@code decision} is the
 * current one, null before the first).
 */
public record ReviewItem(String requestId, Instant createdAt, String tenant, String endpoint, String status,
                         String question, String answerBefore, String answerAfter, List<String> reasons,
                         String context, Double contextQuality, StageLatencies latencies,
                         List<ValidatorOutcome> outcomes, List<ClaimOutcome> claims, String generator,
                         String keyName, String decision, List<DecisionEntry> decisions) {
}
