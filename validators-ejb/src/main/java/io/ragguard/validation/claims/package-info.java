/**
 * The claims validator: the answer decomposed into atomic claims, each paired with its best evidence
 * span and labelled Supported, Contradictory or Insufficient; the answer is rewritten by strictness.
 */
package io.ragguard.validation.claims;
