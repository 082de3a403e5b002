package io.ragguard.generation.boundary;

/**
 * The outcome of one tiny completion against a tenant's model: whether it answered, the generator it
 * asked, how long it took, and when it failed the HTTP status the provider answered (null when none), the
 * kind of failure (e.g. {@code rejected}) and a message of the server's own. Nothing the address sent
 * back is repeated: a test pointed at another service reads none of that service's answers.
 */
public record ConnectionTest(boolean ok, String generator, long latencyMs, Integer status, String error,
                             String message) {
}
