/**
 * The pii-leakage validator: an answer must not reveal personal data ({@code io.ragguard.privacy} finds
 * it); it is redacted, or the answer refused when told to.
 */
package io.ragguard.validation.pii;
