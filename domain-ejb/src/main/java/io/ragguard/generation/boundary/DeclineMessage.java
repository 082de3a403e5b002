package io.ragguard.generation.boundary;

import io.ragguard.settings.boundary.TenantOverride;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.Config;

import java.util.Optional;

/**
 * What a reply that does not answer says: {@code chat.decline.message}, or a tenant's own
 * {@code tenant.<id>.chat.decline.message}, so that a customer who gets no answer learns where to turn
 * (the pharma demo tenants name their Medical Information service). The built-in generator says it when
 * its knowledge holds no answer, and the chat serves it for every declined reply.
 */
@ApplicationScoped
public class DeclineMessage {

    public static final String SETTING = "chat.decline.message";
    public static final String DEFAULT = "I don't know. None of the available knowledge answers this question.";

    @Inject
    Config config;

    /** The decline message in force for the tenant (null: the global one). */
    public String of(String tenant) {
        return (tenant == null ? Optional.<String>empty()
                : config.getOptionalValue(TenantOverride.name(tenant, SETTING), String.class))
                .filter(v -> !v.isBlank())
                .or(() -> config.getOptionalValue(SETTING, String.class).filter(v -> !v.isBlank()))
                .orElse(DEFAULT);
    }
}
