/**
 * The chat pipeline: retrieve, inject the tenant's identity, generate, validate, align the tone,
 * record, and answer with the evidence and the validation metrics.
 */
package io.ragguard.chat;
