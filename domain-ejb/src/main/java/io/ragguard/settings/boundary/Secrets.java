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
 * {@code ${env.NAME}} to an environment variable.
 */
@ApplicationScoped
public class Secrets {

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
        Matcher reference = ENV_REFERENCE.matcher(value.strip());
        if (reference.matches()) {
            return Optional.ofNullable(System.getenv(reference.group(1))).filter(v -> !v.isBlank());
        }
        return Optional.of(value).filter(v -> !v.isBlank());
    }
}
