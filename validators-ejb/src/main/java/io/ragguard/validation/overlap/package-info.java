/**
 * The evidence-overlap validator: an answer must share enough of its wording with the retrieved
 * evidence, or it is probably not drawn from it.
 */
package io.ragguard.validation.overlap;
