package io.ragguard.settings.boundary;

import io.ragguard.settings.control.SecretBox;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.Config;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The plain value of a secret setting, read live: decrypted when an admin stored it (the database holds
 * it sealed), as it is when the environment sets it, and resolved when it is a reference
 * {@code ${env.NAME}} to an environment variable that the operator lists in {@value #ENV_ALLOW}: a
 * reference to any other variable (the keystore's password, say) counts as not set.
 */
@ApplicationScoped
public class Secrets {

    /** The environment variables a secret may name: names, or prefixes ending in {@code *}, by commas. */
    public static final String ENV_ALLOW = "RAGGUARD_SECRET_ENV_ALLOW";

    private static final System.Logger LOG = System.getLogger(Secrets.class.getName());
    private static final Pattern ENV_REFERENCE = Pattern.compile("\\$\\{env\\.([A-Za-z_][A-Za-z0-9_]*)}");

    @Inject
    Config config;

    @Inject
    SecretBox box;

    /**
     * The secret, or empty when it is not set (or names an environment variable that is not set).
     *
     * @throws IllegalStateException when a stored value cannot be decrypted with this server's key
     */
    public Optional<String> reveal(String name) {
        return config.getOptionalValue(name, String.class)
                .map(raw -> SecretBox.sealed(raw) ? box.open(name, raw) : raw)
                .flatMap(Secrets::resolved);
    }

    static Optional<String> resolved(String value) {
        return resolved(value, System.getenv(ENV_ALLOW));
    }

    static Optional<String> resolved(String value, String allow) {
        Optional<String> variable = variable(value);
        if (variable.isPresent()) {
            if (!allowed(variable.get(), allow)) {
                LOG.log(System.Logger.Level.WARNING, "a secret names the environment variable {0}, which {1} does "
                        + "not list: it is treated as not set", variable.get(), ENV_ALLOW);
                return Optional.empty();
            }
            return Optional.ofNullable(System.getenv(variable.get())).filter(v -> !v.isBlank());
        }
        return Optional.of(value).filter(v -> !v.isBlank());
    }

    /** The environment variable a secret's value names as a whole ({@code ${env.NAME}}), if it does. */
    public static Optional<String> variable(String value) {
        Matcher reference = ENV_REFERENCE.matcher(value.strip());
        return reference.matches() ? Optional.of(reference.group(1)) : Optional.empty();
    }

    /**
     * Whether the operator lets secrets name {@code variable}: {@code allow} lists names and prefixes
     * ({@code LLM_*}); nothing is allowed when it is empty.
     */
    public static boolean allowed(String variable, String allow) {
        if (allow == null) {
            return false;
        }
        for (String entry : allow.split(",")) {
            String item = entry.strip();
            if (!item.isEmpty() && (item.endsWith("*") ? variable.startsWith(item.substring(0, item.length() - 1))
                    : variable.equals(item))) {
                return true;
            }
        }
        return false;
    }
}
