/**
 * The retrieval-coverage validator: names the answer uses should come from the retrieved evidence;
 * those that do not are flagged and recorded as knowledge gaps.
 */
package io.ragguard.validation.coverage;
