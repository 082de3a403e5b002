/**
 * The OpenAI-compatible door, {@code /v1}: OpenAI's Chat Completions and Models APIs in front of the
 * guarded pipeline, so that an application written for OpenAI gets guarded answers by changing its base URL
 * and key. Requests become {@link io.ragguard.answering.boundary.Question}s; answers, streams, refusals and errors
 * go back in OpenAI's own wire format, with RAG Guard's evidence and verdicts in an extra {@code ragguard}
 * field.
 */
package io.ragguard.openai;
