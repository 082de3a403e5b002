package io.ragguard.console.model;

import io.ragguard.settings.boundary.Settings;
import io.ragguard.settings.boundary.TenantOverride;

import java.io.Serializable;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The model settings of all tenants or of one tenant's overrides, in the order the page shows them,
 * each with the id of its field in {@code model.xhtml}.
 */
public class ModelForm implements Serializable {

    private static final long serialVersionUID = 1L;

    private final Map<String, ModelSetting> settings = new LinkedHashMap<>();
    private String tenant;

    ModelForm() {
        add("llm.provider", "provider");
        add("llm.base-url", "baseUrl");
        add("llm.model", "model");
        add("llm.api-key", "apiKey");
        add("llm.timeout-ms", "timeoutMs");
        add("llm.max-tokens", "maxTokens");
        add("llm.temperature", "temperature");
        add("llm.retries", "retries");
        add("llm.max-concurrent", "maxConcurrent");
        add("llm.fallback", "fallback");
        add("llm.context-tokens", "contextTokens");
    }

    private void add(String name, String id) {
        settings.put(name, new ModelSetting(name, id));
    }

    /** Shows the settings of a tenant, or of all tenants when {@code tenant} is null or blank. */
    void show(Settings boundary, String tenant) {
        this.tenant = tenant == null || tenant.isBlank() ? null : tenant;
        settings.values().forEach(setting -> refresh(boundary, setting));
    }

    /** Shows one setting's value in effect again, dropping what the admin typed. */
    void refresh(Settings boundary, ModelSetting setting) {
        setting.show(boundary.get(stored(setting)), tenant == null ? null : boundary.get(setting.getName()));
    }

    /** The name the setting is stored under here: {@code llm.model}, or {@code tenant.<id>.llm.model}. */
    String stored(ModelSetting setting) {
        return tenant == null ? setting.getName() : TenantOverride.name(tenant, setting.getName());
    }

    /** The tenant shown; null: all tenants. */
    String tenant() {
        return tenant;
    }

    /** Whose settings the fields show, in words. */
    String scope() {
        return tenant == null ? "The settings of all tenants (llm.*)"
                : "The overrides of " + tenant + " (tenant." + tenant + ".llm.*); a setting it does not override "
                        + "inherits the value of all tenants";
    }

    ModelSetting setting(String name) {
        ModelSetting setting = settings.get(name);
        if (setting == null) {
            throw new IllegalArgumentException("not a model setting: " + name);
        }
        return setting;
    }

    Collection<ModelSetting> all() {
        return settings.values();
    }

    Map<String, ModelSetting> settings() {
        return Collections.unmodifiableMap(settings);
    }
}
