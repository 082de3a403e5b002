/**
 * Readiness: the server takes traffic only when the database is migrated and reachable and the
 * search index has been built.
 */
package io.ragguard.health;
