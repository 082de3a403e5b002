/**
 * Integration keys: the credentials integrators send as {@code Authorization: Bearer <key>}, each scoped
 * to tenants, optionally expiring and rate-limited, stored only as a digest, shown once, revocable.
 */
package io.ragguard.integration;
