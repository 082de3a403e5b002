package io.ragguard.admin.boundary;

/** A reviewer's decision on a recorded answer: {@code approved}, {@code rejected} or {@code escalated}, and a note. */
public record DecisionRequest(String decision, String note) {
}
