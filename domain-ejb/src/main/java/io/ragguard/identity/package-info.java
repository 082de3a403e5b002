/**
 * Identity prompts: each tenant's system prompt, versioned, with one version active; the active
 * one is what the generator is told it is.
 */
package io.ragguard.identity;
