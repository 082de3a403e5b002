package io.ragguard.settings.control;

import org.eclipse.microprofile.config.spi.ConfigSource;

import java.util.Map;
import java.util.Set;

/**
 * The MicroProfile ConfigSource of settings stored in the database. Its ordinal (500) puts an
 * admin's change above environment variables (300) and built-in defaults (100).
 *
 * <p>Config sources are created by the ServiceLoader once per module class loader, outside CDI, so
 * the values live in one snapshot shared by every instance; {@link SettingsSync} fills it from the
 * database at start and every few seconds, and the settings boundary updates it on each change.
 */
public class DatabaseConfigSource implements ConfigSource {

    public static final String NAME = "database";
    private static volatile Map<String, String> snapshot = Map.of();

    static void replace(Map<String, String> values) {
        snapshot = Map.copyOf(values);
    }

    @Override
    public Map<String, String> getProperties() {
        return snapshot;
    }

    @Override
    public Set<String> getPropertyNames() {
        return snapshot.keySet();
    }

    @Override
    public String getValue(String propertyName) {
        return snapshot.get(propertyName);
    }

    @Override
    public String getName() {
        return NAME;
    }

    @Override
    public int getOrdinal() {
        return 500;
    }
}
