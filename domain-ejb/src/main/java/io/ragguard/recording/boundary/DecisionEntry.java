package io.ragguard.recording.boundary;

import java.time.Instant;

/** One decision on a recorded answer: {@code approved}, {@code rejected} or {@code escalated}. */
public record DecisionEntry(String decision, String note, String reviewer, Instant decidedAt) {
}
