package io.ragguard.recording.boundary;

/**
 * The request ids before and after an answer in a listing's order, for "previous" and "next" beside it; null at
 * either end.
 */
public record Neighbours(String previous, String next) {
}
