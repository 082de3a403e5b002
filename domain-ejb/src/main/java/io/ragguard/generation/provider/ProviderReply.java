package io.ragguard.generation.provider;

/**
 * What a provider answered: the whole text, the tokens it counted in and out (-1 when it did not say),
 * and its finish reason as it named it ({@code stop}, {@code end_turn}, {@code STOP}, {@code length}, ...).
 */
public record ProviderReply(String text, int tokensIn, int tokensOut, String finishReason) {
}
