package io.ragguard.settings.boundary;

import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A setting that one tenant overrides: {@code tenant.<id>.llm.timeout-ms} is {@code llm.timeout-ms}
 * for tenant {@code <id>}. The model settings ({@code llm.*}), the tone style ({@code tone.style}), the
 * decline message ({@code chat.decline.message}) and the validation policy have overrides: every
 * {@code validation.*} and {@code validator.*} setting but the cross-encoder's ({@code validator.cross-encoder.*}),
 * whose one model serves every tenant.
 */
public record TenantOverride(String tenant, String setting) {

    private static final Pattern NAME = Pattern.compile("tenant\\.([a-z0-9][a-z0-9_-]{0,63})\\.(llm\\.[a-z0-9.-]+|tone\\.style|chat\\.decline\\.message"
            + "|validation\\.[a-z0-9.-]+|validator\\.(?!cross-encoder\\.)[a-z0-9.-]+)");

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

    /** Whether a tenant may override this setting ({@code llm.timeout-ms} yes, {@code retrieval.top-k} no). */
    public static boolean overridable(String setting) {
        return parse(name("t", setting)).isPresent();
    }

    /**
     * The settings as one tenant sees them: its override ({@code tenant.<id>.<name>}) of a setting that has
     * overrides, where it has one, else the value {@code values} gives the setting itself; {@code values}
     * alone for no tenant.
     */
    public static Function<String, Optional<String>> asSeenBy(String tenant, Function<String, Optional<String>> values) {
        if (tenant == null) {
            return values;
        }
        return setting -> (overridable(setting) ? values.apply(name(tenant, setting)).filter(v -> !v.isBlank())
                : Optional.<String>empty()).or(() -> values.apply(setting));
    }
}
