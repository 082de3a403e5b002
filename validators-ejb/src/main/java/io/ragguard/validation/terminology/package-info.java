/**
 * The terminology validator: the answer uses the tenant's own vocabulary, never a rival tenant's word
 * for the same concept.
 */
package io.ragguard.validation.terminology;
