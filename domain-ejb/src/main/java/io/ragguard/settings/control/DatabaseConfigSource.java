package io.ragguard.settings.control;

import org.eclipse.microprofile.config.spi.ConfigSource;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The MicroProfile ConfigSource of settings stored in the database. Its ordinal (500) puts an
 * admin's change above environment variables (300) and built-in defaults (100).
 *
 * <p>Config sources are created by the ServiceLoader once per module class loader, outside CDI, so
 * the values live in one snapshot shared by every instance; {@link SettingsSync} fills it from the
 * database at start and every few seconds, and the settings boundary applies each change to it as it
 * is made and again once it has committed. A reload that began before a change was applied does not
 * overwrite it.
 */
public class DatabaseConfigSource implements ConfigSource {

    public static final String NAME = "database";
    private static volatile Map<String, String> snapshot = Map.of();
    /** Numbers handed to reloads as they begin and to changes as they are applied, in that order. */
    private static final AtomicLong TICKETS = new AtomicLong();
    /** The number of what the snapshot holds now; guarded by the class. */
    private static long applied;

    /** A number for a reload about to read the database: higher than every change applied so far. */
    static long ticket() {
        return TICKETS.incrementAndGet();
    }

    /**
     * Takes what a reload read, unless a change was applied after the reload began: the reload may have
     * read the database before that change committed, and would put the old value back.
     */
    static synchronized boolean replace(Map<String, String> values, long ticket) {
        if (ticket < applied) {
            return false;
        }
        snapshot = Map.copyOf(values);
        applied = ticket;
        return true;
    }

    /** Applies a change of one setting at once; a null value removes the setting. */
    static synchronized void apply(String name, String value) {
        Map<String, String> next = new HashMap<>(snapshot);
        if (value == null) {
            next.remove(name);
        } else {
            next.put(name, value);
        }
        snapshot = Map.copyOf(next);
        applied = TICKETS.incrementAndGet();
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
