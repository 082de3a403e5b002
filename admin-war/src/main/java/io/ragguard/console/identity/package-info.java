/**
 * The identity prompts page: a tenant's draft, a preview chat under it that publishes nothing, publishing,
 * the version history with a diff between any two versions, and rollback.
 */
package io.ragguard.console.identity;
