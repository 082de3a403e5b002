/**
 * The providers' wire formats: one client per API shape (OpenAI Chat Completions, Gemini, Anthropic
 * Messages) over the JDK's HttpClient, plain and streamed, each failure classified as a {@link
 * io.ragguard.generation.provider.ProviderException}.
 */
package io.ragguard.generation.provider;
