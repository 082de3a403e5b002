package io.ragguard.tenant.boundary;

/**
 * A tenant was created. Its observers give it, in the creating transaction, what every tenant has: an
 * empty index and a first identity prompt ({@code identityPrompt}, or a default naming the tenant when
 * it is null).
 */
public record TenantCreated(String id, String name, String identityPrompt, String actor) {
}
