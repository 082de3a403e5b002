package io.ragguard.generation.control;

import io.ragguard.generation.boundary.Fallback;
import io.ragguard.generation.boundary.ModelProvider;
import io.ragguard.generation.boundary.ModelSettings;
import io.ragguard.settings.boundary.Secrets;
import io.ragguard.settings.boundary.TenantOverride;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.Config;

import java.net.URI;
import java.time.Duration;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.StreamSupport;

/**
 * Reads the model settings in effect for a tenant, live, on every call. A tenant's override
 * {@code tenant.<id>.llm.X} wins over {@code llm.X}. The address, model and key belong to their provider:
 * a tenant that names a provider other than {@code llm.provider} takes them only from its own overrides,
 * or else the provider's defaults, never another provider's key.
 */
@ApplicationScoped
public class ModelConfig {

    private static final String KEY = "llm.api-key";
    private static final String ALLOWED_MODELS = "llm.allowed-models";

    @Inject
    Config config;

    @Inject
    Secrets secrets;

    public ModelSettings forTenant(String tenant) {
        ModelProvider global = provider(config.getOptionalValue("llm.provider", String.class));
        Optional<String> ownProvider = tenant == null ? Optional.empty() : own(tenant, "llm.provider");
        ModelProvider provider = ownProvider.map(p -> provider(Optional.of(p))).orElse(global);
        boolean inherits = provider == global;
        Function<String, Optional<String>> bound = setting -> tenant == null ? value(setting)
                : own(tenant, setting).or(() -> inherits ? value(setting) : Optional.empty());
        Function<String, Optional<String>> shared = setting -> tenant == null ? value(setting)
                : own(tenant, setting).or(() -> value(setting));
        String key = (tenant != null && own(tenant, KEY).isPresent()
                ? secrets.reveal(TenantOverride.name(tenant, KEY))
                : inherits ? secrets.reveal(KEY) : Optional.<String>empty()).orElse(null);
        return new ModelSettings(provider,
                bound.apply("llm.base-url").map(URI::create).orElse(provider.defaultBaseUrl()),
                bound.apply("llm.model").orElse(provider.defaultModel()),
                key,
                Duration.ofMillis(number(shared, "llm.timeout-ms", 30_000)),
                (int) number(shared, "llm.max-tokens", 1024),
                shared.apply("llm.temperature").map(Double::parseDouble).orElse(0.2),
                (int) number(shared, "llm.retries", 2),
                (int) number(shared, "llm.max-concurrent", 32),
                Fallback.parse(shared.apply("llm.fallback").orElse(null)),
                (int) number(shared, "llm.context-tokens", 8000));
    }

    /**
     * The models a caller may name for the tenant in place of its configured one: {@code llm.allowed-models}
     * (the tenant's own, or the global one when the tenant keeps the global provider), else the configured
     * model alone.
     */
    public Set<String> allowedModels(String tenant) {
        ModelSettings settings = forTenant(tenant);
        boolean inherits = tenant == null || own(tenant, "llm.provider").isEmpty()
                || provider(own(tenant, "llm.provider")) == provider(config.getOptionalValue("llm.provider", String.class));
        Optional<String> listed = tenant == null ? value(ALLOWED_MODELS)
                : own(tenant, ALLOWED_MODELS).or(() -> inherits ? value(ALLOWED_MODELS) : Optional.empty());
        Set<String> allowed = new LinkedHashSet<>();
        allowed.add(settings.model());
        listed.ifPresent(list -> Arrays.stream(list.split(",")).map(String::strip).filter(m -> !m.isEmpty())
                .forEach(allowed::add));
        return allowed;
    }

    /**
     * The settings of a provider for a caller that names it rather than a tenant (the passage judge):
     * {@code llm.*} when {@code llm.provider} is that provider, else the first tenant that names it.
     */
    public Optional<ModelSettings> forProvider(ModelProvider provider) {
        if (provider(config.getOptionalValue("llm.provider", String.class)) == provider) {
            return Optional.of(forTenant(null));
        }
        return StreamSupport.stream(config.getPropertyNames().spliterator(), false)
                .map(TenantOverride::parse).flatMap(Optional::stream)
                .filter(o -> o.setting().equals("llm.provider")).map(TenantOverride::tenant).sorted()
                .filter(tenant -> own(tenant, "llm.provider").flatMap(ModelProvider::of).orElse(null) == provider)
                .findFirst().map(this::forTenant);
    }

    private Optional<String> own(String tenant, String setting) {
        return value(TenantOverride.name(tenant, setting));
    }

    private Optional<String> value(String name) {
        return config.getOptionalValue(name, String.class).filter(v -> !v.isBlank());
    }

    private static ModelProvider provider(Optional<String> label) {
        return label.flatMap(ModelProvider::of).orElse(ModelProvider.EXTRACTIVE);
    }

    private static long number(Function<String, Optional<String>> setting, String name, long fallback) {
        return setting.apply(name).map(v -> (long) Double.parseDouble(v)).orElse(fallback);
    }
}
