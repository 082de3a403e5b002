/**
 * A fake LLM provider for tests and benchmarks: a real HTTP server that speaks the OpenAI, Gemini or
 * Anthropic wire format, answers from the prompt's sources like a grounded model, and fails on demand.
 */
package io.ragguard.generation.fake;
