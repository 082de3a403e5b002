package io.ragguard.generation.boundary;

/**
 * The outcome of one tiny completion against a tenant's model: whether it answered, the generator it
 * asked, how long it took, and the provider's error when it failed (its kind, e.g. {@code rejected}, and
 * message).
 */
public record ConnectionTest(boolean ok, String generator, long latencyMs, String error, String message) {
}
