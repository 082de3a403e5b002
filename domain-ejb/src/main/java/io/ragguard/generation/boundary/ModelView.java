package io.ragguard.generation.boundary;

import java.util.Locale;

/**
 * The model settings in effect for a tenant (or for all, {@code tenant} null) as admins see them: the
 * key only as set or not.
 */
public record ModelView(String tenant, String generator, String provider, String baseUrl, String model,
                        boolean keySet, long timeoutMs, int maxTokens, double temperature, int retries,
                        int maxConcurrent, String fallback, int contextTokens) {

    static ModelView of(String tenant, ModelSettings s) {
        return new ModelView(tenant, s.generator(), s.provider().label(),
                s.baseUrl() == null ? null : s.baseUrl().toString(), s.model(), s.apiKey() != null,
                s.timeout().toMillis(), s.maxTokens(), s.temperature(), s.retries(), s.maxConcurrent(),
                s.fallback().name().toLowerCase(Locale.ROOT), s.contextTokens());
    }
}
