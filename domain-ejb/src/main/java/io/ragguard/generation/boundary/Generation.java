package io.ragguard.generation.boundary;

/**
 * A model's answer and the generator that wrote it, as responses and records name it:
 * {@code openai:gpt-4o-mini}, {@code extractive}, or {@code extractive (fallback: timeout)}.
 */
public record Generation(String text, String generator) {
}
