/**
 * Guard lists the validators read: denied topics, harmful words, identity and ego claims, required
 * sections, per tenant or for all; edited by admins, cached for the validators.
 */
package io.ragguard.guardrail;
