package io.ragguard.recording.boundary;

import java.time.Instant;

/**
 * A question the answers declined: as it was last asked, how often it was asked (in any case or spacing), when
 * last, and why the last answer declined ({@code no_context}, {@code off_topic}, {@code unsupported},
 * {@code out_of_scope}).
 */
public record DeclinedQuestion(String question, long asked, Instant lastAsked, String reason) {
}
