package io.ragguard.recording.boundary;

/** How often a validator gave a reason over a range, from the hourly histogram (which has no tenant). */
public record ReasonCount(String validator, String reason, long hits) {
}
