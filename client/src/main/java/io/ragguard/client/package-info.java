/**
 * The typed Java client of RAG Guard: {@link io.ragguard.client.RagGuardClient} asks for guarded answers
 * (whole or streamed as events), validates answers, adds and reads knowledge, and reads and decides
 * recorded answers, with timeouts, retries with backoff on 429 and 503, and typed exceptions carrying
 * the server's JSON error.
 */
package io.ragguard.client;
