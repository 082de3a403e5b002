package io.ragguard.recording.boundary;

/** How many times a validator concluded {@code outcome} (pass, warn, patched, fail, error, skipped, unverified) over a range. */
public record OutcomeCount(String validator, String outcome, long runs) {
}
