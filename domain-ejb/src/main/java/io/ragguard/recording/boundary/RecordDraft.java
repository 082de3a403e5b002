package io.ragguard.recording.boundary;

import io.ragguard.verdict.AnswerStatus;
import java.util.List;

/**
 * Everything recorded about one request. {@code status} is passed, patched, unverified, declined, failed or
 * unvalidated; {@code declineReason} says why a declined reply does not answer (no_context, off_topic,
 * unsupported, out_of_scope), null for any other status; {@code context} is the JSON of the context the
 * answer was grounded in; {@code claims} are the answer's claims with their verdicts, empty when neither
 * faithfulness nor claims judged any. {@code generator} names the model that wrote {@code answerBefore}
 * ({@code openai:gpt-4o-mini}, {@code extractive (fallback: timeout)}); null for an answer that came from
 * the caller ({@code /api/validate}). {@code keyName} names the integration key the request presented
 * (never its value).
 */
public record RecordDraft(String requestId, String endpoint, String tenant, String conversationId, String question,
                          String answerBefore, String answerAfter, AnswerStatus status, String declineReason,
                          List<String> reasons, String context, Double contextQuality, StageLatencies latencies,
                          List<ValidatorOutcome> outcomes, List<ClaimOutcome> claims, String generator,
                          String keyName) {

    public RecordDraft {
        reasons = List.copyOf(reasons);
        outcomes = List.copyOf(outcomes);
        claims = List.copyOf(claims);
    }
}
