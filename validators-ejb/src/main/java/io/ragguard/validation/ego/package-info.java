/**
 * The ego-neutrality validator: anthropomorphic claims ("I feel", "I remember you") are flagged and
 * rewritten in neutral phrasing.
 */
package io.ragguard.validation.ego;
