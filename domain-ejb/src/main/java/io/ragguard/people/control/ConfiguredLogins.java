package io.ragguard.people.control;

import io.ragguard.people.boundary.Role;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.Config;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The two logins every server has, configured rather than stored ({@code admin.user} / {@code admin.password},
 * roles admin and compliance; {@code compliance.user} / {@code compliance.password}, role compliance; the
 * {@code basicRegistry} of server.xml reads the same variables). A login without a password configured
 * cannot log in. Names are matched in any case, passwords in constant time.
 */
@ApplicationScoped
public class ConfiguredLogins {

    /**
     * A configured login: its name as configured, its roles, the variable its password is in, and whether it
     * has one (without, it cannot log in).
     */
    public record Login(String name, Set<Role> roles, String passwordVariable, boolean usable) {
    }

    @Inject
    Config config;

    private Map<String, String> values;

    public ConfiguredLogins() {
    }

    /** For code that runs without a container (tests, tools): the values of the variables. */
    public ConfiguredLogins(Map<String, String> values) {
        this.values = Map.copyOf(values);
    }

    /** The configured logins that have a name: the admin's first. */
    public List<Login> all() {
        List<Login> logins = new ArrayList<>(2);
        value("admin.user").ifPresent(name -> logins.add(new Login(name, EnumSet.allOf(Role.class),
                "admin.password", value("admin.password").isPresent())));
        value("compliance.user").ifPresent(name -> logins.add(new Login(name, EnumSet.of(Role.COMPLIANCE),
                "compliance.password", value("compliance.password").isPresent())));
        return logins;
    }

    /** The configured login of this name, in any case. */
    public Optional<Login> named(String name) {
        String folded = name.strip().toLowerCase(Locale.ROOT);
        return all().stream().filter(login -> login.name().strip().toLowerCase(Locale.ROOT).equals(folded))
                .findFirst();
    }

    /** The login of this name, when the password is its own; compared in constant time. */
    public Optional<Login> check(String name, String password) {
        Optional<Login> login = named(name);
        String expected = login.flatMap(l -> value(l.passwordVariable())).orElse(null);
        boolean matches = MessageDigest.isEqual(digest(expected == null ? "" : expected), digest(password));
        return expected != null && matches ? login : Optional.empty();
    }

    private Optional<String> value(String variable) {
        Optional<String> value = values != null ? Optional.ofNullable(values.get(variable))
                : config.getOptionalValue(variable, String.class);
        return value.filter(v -> !v.isBlank());
    }

    /** Equal lengths for any two texts, so that comparing them tells nothing of their lengths either. */
    private static byte[] digest(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
