package io.ragguard.login.control;

import jakarta.annotation.PostConstruct;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.Config;

import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The console and API logins ship with passwords everyone knows (admin/admin, compliance/compliance)
 * for the demo. Outside the demo ({@code demo.data.enabled=false}) the application refuses to start
 * while one of them is still in use; with the demo it starts and warns.
 */
@Singleton
@Startup
public class DefaultPasswords {

    private static final System.Logger LOG = System.getLogger(DefaultPasswords.class.getName());

    /** Each login's password variable and the password it ships with. */
    static final Map<String, String> SHIPPED = Map.of("admin.password", "admin", "compliance.password", "compliance");

    @Inject
    Config config;

    @PostConstruct
    void check() {
        List<String> unchanged = unchanged(config);
        if (unchanged.isEmpty()) {
            return;
        }
        String variables = String.join(", ", unchanged.stream().map(v -> v.toUpperCase().replace('.', '_')).toList());
        if (config.getOptionalValue("demo.data.enabled", Boolean.class).orElse(true)) {
            LOG.log(Level.WARNING, "the demo runs with the shipped passwords; set " + variables
                    + " before anyone but you can reach this server");
            return;
        }
        throw new IllegalStateException("refusing to start outside the demo with the shipped passwords: set "
                + variables + " (docs/operations.md)");
    }

    /** The password variables that still hold the password they ship with. */
    static List<String> unchanged(Config config) {
        List<String> unchanged = new ArrayList<>();
        SHIPPED.forEach((variable, shipped) -> {
            if (config.getOptionalValue(variable, String.class).map(shipped::equals).orElse(false)) {
                unchanged.add(variable);
            }
        });
        unchanged.sort(null);
        return unchanged;
    }
}
