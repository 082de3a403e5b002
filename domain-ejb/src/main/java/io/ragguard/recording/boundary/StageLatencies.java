package io.ragguard.recording.boundary;

/** Milliseconds spent in each stage of one request; null for a stage that did not run. */
public record StageLatencies(Double retrievalMs, Double generationMs, Double validationMs, Double toneMs,
                             Double totalMs) {
}
