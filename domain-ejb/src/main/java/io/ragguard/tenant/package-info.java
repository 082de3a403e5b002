/**
 * Tenants: the companies served, each with its own knowledge, identity prompt and term catalog
 * (canonical term to the tenant's own word); created and deleted with what other components keep for them.
 */
package io.ragguard.tenant;
