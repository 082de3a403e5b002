/**
 * Tenants: the companies served, each with its own knowledge, identity prompt and term catalog
 * (canonical term to the tenant's own word).
 */
package io.ragguard.tenant;
