/**
 * The audit trail: who changed what, when, from which value to which, for every administrative
 * change (settings, identity prompts).
 */
package io.ragguard.audit;
