package io.ragguard.recording.boundary;

/** How often a validator gave a reason over a range, from the hourly histogram (of one tenant or all). */
public record ReasonCount(String validator, String reason, long hits) {
}
