package io.ragguard.generation.boundary;

import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** Routes a prompt to the model named by {@code llm.provider} (the extractive generator by default). */
@Stateless
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class Generator {

    @Inject
    @Any
    Instance<LlmClient> clients;

    @Inject
    @ConfigProperty(name = "llm.provider", defaultValue = "extractive")
    Provider<String> provider;

    public Generation generate(Prompt prompt) {
        String wanted = provider.get();
        return clients.stream()
                .filter(client -> client.provider().equalsIgnoreCase(wanted))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("no LLM client for provider " + wanted))
                .generate(prompt);
    }
}
