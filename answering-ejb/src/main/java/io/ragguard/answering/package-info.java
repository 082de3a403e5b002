/**
 * The answering pipeline, the one way every door answers ({@code /api/chat/rag}, {@code /api/validate},
 * OpenAI's {@code /v1}, the console's preview): open a question (checked, its conversation recalled, its
 * knowledge retrieved, its prompt written), ask or stream it (generated, validated sentence by sentence
 * when streamed, in tone, recorded), validate an answer a caller brings, and preview an answer under a
 * draft identity prompt. Its facade is {@link io.ragguard.answering.boundary.Answering}; its results are
 * domain records ({@link io.ragguard.answering.boundary.Answer}, a typed
 * {@link io.ragguard.answering.boundary.Refusal}) that each door writes in its own wire format.
 */
package io.ragguard.answering;
