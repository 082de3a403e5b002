package io.ragguard.chat.boundary;

import java.util.List;

/**
 * The answer with the context it is grounded in and the generator that wrote it
 * ({@code openai:gpt-4o-mini}, {@code extractive (fallback: timeout)}); {@code validationMetrics} is null
 * (and so left out of the JSON) when validators are disabled, so older clients see the schema they know.
 */
public record ChatResponse(String response, List<ContextItem> contextUsed, ValidationMetrics validationMetrics,
                           String conversationId, String requestId, ContextQuality contextQuality,
                           String generator) {
}
