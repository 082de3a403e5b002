/**
 * The audit page: who changed which setting, when, from what to what.
 */
package io.ragguard.console.audit;
