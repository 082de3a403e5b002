package io.ragguard.settings.boundary;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A setting that one tenant overrides: {@code tenant.<id>.llm.timeout-ms} is {@code llm.timeout-ms}
 * for tenant {@code <id>}. The model settings ({@code llm.*}), the tone style ({@code tone.style}) and the
 * decline message ({@code chat.decline.message}) have overrides.
 */
public record TenantOverride(String tenant, String setting) {

    private static final Pattern NAME = Pattern.compile("tenant\\.([a-z0-9][a-z0-9_-]{0,63})\\.(llm\\.[a-z0-9.-]+|tone\\.style|chat\\.decline\\.message)");

    public static Optional<TenantOverride> parse(String name) {
        Matcher m = NAME.matcher(name == null ? "" : name);
        return m.matches() ? Optional.of(new TenantOverride(m.group(1), m.group(2))) : Optional.empty();
    }

    /** The override's name for a tenant and a setting that has overrides. */
    public static String name(String tenant, String setting) {
        return "tenant." + tenant + "." + setting;
    }

    public String name() {
        return name(tenant, setting);
    }
}
