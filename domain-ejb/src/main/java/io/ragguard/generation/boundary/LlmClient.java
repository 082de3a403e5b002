package io.ragguard.generation.boundary;

/** A language model, local or remote, that answers a prompt. */
public interface LlmClient {

    /** The provider name chosen by the {@code llm.provider} setting. */
    String provider();

    Generation generate(Prompt prompt);
}
