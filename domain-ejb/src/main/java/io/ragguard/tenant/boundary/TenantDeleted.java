package io.ragguard.tenant.boundary;

/**
 * A tenant is being deleted. Its observers remove what they keep for it, in the deleting transaction and
 * before the tenant's row goes (which the foreign keys on it need); what is not in the database, such as
 * its index, once the deletion has committed.
 */
public record TenantDeleted(String id, String actor) {
}
