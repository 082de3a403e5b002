/**
 * The admin REST API under {@code /api/admin}: live settings with their audit trail, and recorded
 * answers for review. Admins change settings; compliance officers read records.
 */
package io.ragguard.admin;
