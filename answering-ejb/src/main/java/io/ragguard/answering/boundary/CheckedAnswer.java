package io.ragguard.answering.boundary;

import io.ragguard.validation.chain.boundary.ValidationReport;

/** The verdict on a caller's answer, recorded under {@code requestId}. */
public record CheckedAnswer(String requestId, ValidationReport report) {
}
