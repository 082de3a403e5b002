/**
 * The admin REST API under {@code /api/admin}: live settings, the model, tenants with their term catalogs
 * and identity prompts, guard lists, the audit trail, and recorded answers for review. Admins change
 * things; compliance officers read records.
 */
package io.ragguard.admin;
