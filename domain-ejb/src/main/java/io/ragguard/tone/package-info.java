/**
 * Tone alignment: the last step before an answer leaves, rewriting its register to the tenant's
 * style (neutral by default) without touching its facts or citations.
 */
package io.ragguard.tone;
