/**
 * The identity-check validator: the answer must not claim to be another assistant or vendor's
 * model; such a sentence is rewritten to a tenant-neutral one.
 */
package io.ragguard.validation.identity;
