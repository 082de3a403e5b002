package io.ragguard.recording.boundary;

import io.ragguard.verdict.Outcome;

/** How many times a validator concluded {@code outcome} (pass, warn, patched, fail, error, skipped, unverified) over a range. */
public record OutcomeCount(String validator, Outcome outcome, long runs) {
}
