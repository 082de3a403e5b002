package io.ragguard.recording.boundary;

import io.ragguard.verdict.AnswerStatus;
import java.time.Instant;

/**
 * A recorded answer as one export row: what a compliance export holds, without the evidence and the
 * validators' details; {@code declineReason} for a declined reply (else null), {@code reasons} as
 * "validator: reason" joined by "; ", the current decision with its reviewer and note, the severity and the
 * assignee (null for none). {@code id} orders the rows after {@code createdAt}.
 */
public record RecordRow(long id, String requestId, Instant createdAt, String tenant, String endpoint, AnswerStatus status,
                        String declineReason, String generator, String keyName, String question, String answerBefore, String answerAfter, String reasons,
                        Double contextQuality, Double totalMs, String decision, String decidedBy, String decisionNote,
                        Severity severity, String assignee) {
}
