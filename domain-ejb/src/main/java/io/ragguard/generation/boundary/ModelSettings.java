package io.ragguard.generation.boundary;

import java.net.URI;
import java.time.Duration;

/**
 * The model settings in effect for one tenant: its {@code tenant.<id>.llm.*} overrides over the
 * {@code llm.*} settings. {@code apiKey} is null when none is set (a local server needs none).
 */
public record ModelSettings(ModelProvider provider, URI baseUrl, String model, String apiKey, Duration timeout,
                            int maxTokens, double temperature, int retries, int maxConcurrent, Fallback fallback,
                            int contextTokens) {

    /** The generator as responses and records name it: {@code openai:gpt-4o-mini}, {@code extractive}. */
    public String generator() {
        return provider.remote() ? provider.label() + ":" + model : provider.label();
    }

    /** The same settings with another model of the same provider (a caller of the OpenAI door may name one). */
    public ModelSettings withModel(String other) {
        return new ModelSettings(provider, baseUrl, other, apiKey, timeout, maxTokens, temperature, retries,
                maxConcurrent, fallback, contextTokens);
    }

    /** The same settings at another temperature (a judge asks at 0). */
    public ModelSettings withTemperature(double value) {
        return new ModelSettings(provider, baseUrl, model, apiKey, timeout, maxTokens, value, retries, maxConcurrent,
                fallback, contextTokens);
    }

    /** The same settings with another timeout and number of retries (a judge with a budget asks once). */
    public ModelSettings withBudget(Duration limit, int attempts) {
        return new ModelSettings(provider, baseUrl, model, apiKey, limit, maxTokens, temperature, attempts,
                maxConcurrent, fallback, contextTokens);
    }

    @Override
    public String toString() {
        return generator() + " at " + baseUrl + (apiKey == null ? " (no key)" : " (key set)");
    }
}
