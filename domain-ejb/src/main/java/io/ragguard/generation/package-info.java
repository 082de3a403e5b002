/**
 * Generation: the {@link io.ragguard.generation.boundary.LlmClient} implementations (the built-in
 * extractive generator first) and the router that picks one by the {@code llm.provider} setting.
 */
package io.ragguard.generation;
