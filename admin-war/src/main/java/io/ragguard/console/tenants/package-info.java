/**
 * The tenants page: tenants created, renamed, moved to another domain and deleted, and each tenant's
 * term catalog edited, through the tenants boundary (the same path as {@code /api/admin/tenants}).
 */
package io.ragguard.console.tenants;
