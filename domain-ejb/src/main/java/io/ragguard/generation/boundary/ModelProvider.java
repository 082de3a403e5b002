package io.ragguard.generation.boundary;

import java.net.URI;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** The generators {@code llm.provider} names, with each provider's own address and a model to ask for. */
public enum ModelProvider {
    EXTRACTIVE("extractive", null, "extractive"),
    OPENAI("openai", "https://api.openai.com/v1", "gpt-4o-mini"),
    GEMINI("gemini", "https://generativelanguage.googleapis.com/v1beta", "gemini-2.0-flash"),
    ANTHROPIC("anthropic", "https://api.anthropic.com/v1", "claude-3-5-haiku-latest");

    private final String label;
    private final URI defaultBaseUrl;
    private final String defaultModel;

    ModelProvider(String label, String defaultBaseUrl, String defaultModel) {
        this.label = label;
        this.defaultBaseUrl = defaultBaseUrl == null ? null : URI.create(defaultBaseUrl);
        this.defaultModel = defaultModel;
    }

    public static Optional<ModelProvider> of(String label) {
        String wanted = label == null ? "" : label.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(p -> p.label.equals(wanted)).findFirst();
    }

    public String label() {
        return label;
    }

    public URI defaultBaseUrl() {
        return defaultBaseUrl;
    }

    public String defaultModel() {
        return defaultModel;
    }

    public boolean remote() {
        return this != EXTRACTIVE;
    }
}
