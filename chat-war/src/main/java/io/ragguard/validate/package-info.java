/**
 * {@code POST /api/validate}: the validator chain, recording and metrics of the chat pipeline, run
 * on an answer the caller brings with its own question and contexts.
 */
package io.ragguard.validate;
