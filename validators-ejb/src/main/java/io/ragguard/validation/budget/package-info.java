/**
 * The token-budget validator: an answer longer than its budget of estimated tokens is trimmed at a
 * sentence boundary, its citations kept.
 */
package io.ragguard.validation.budget;
