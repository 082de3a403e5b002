package io.ragguard.generation.fake;

/**
 * A request as the fake needs it, read by a wire format: the model, whether it asked for a stream (and,
 * for OpenAI, for the usage in it), the system message, the last user message and the words sent.
 */
record Prompt(String model, boolean stream, boolean streamUsage, String system, String lastUserMessage, int words) {
}
