package io.ragguard.settings.boundary;

import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigValue;

import java.util.Map;

/**
 * Settings that have a new name, whose old name is still read for one release. The settings API takes the
 * old name for the new one (stored, audited and shown under the new name); a value stored or set in the
 * environment under the old name is still read, unless the new name has one from a source as strong
 * (the database over the environment over the built-in defaults). The passage judge's settings moved from
 * {@code embedding.*} to {@code retrieval.reference.*}, where its code is.
 */
public final class RenamedSettings {

    /** Old name to new name. */
    static final Map<String, String> NEW_NAMES = Map.of(
            "embedding.enable.reference.validation", "retrieval.reference.enabled",
            "embedding.validation.model", "retrieval.reference.model",
            "embedding.validation.max.refs.per.item", "retrieval.reference.max-passages",
            "embedding.validation.local.accept.coverage", "retrieval.reference.local.accept-coverage",
            "embedding.validation.local.reject.coverage", "retrieval.reference.local.reject-coverage",
            "embedding.validation.local.accept.similarity", "retrieval.reference.local.accept-similarity",
            "embedding.validation.local.reject.similarity", "retrieval.reference.local.reject-similarity");

    private RenamedSettings() {
    }

    /** The name a setting has now: the new name for an old one, else the name itself. */
    public static String current(String name) {
        return name == null ? null : NEW_NAMES.getOrDefault(name, name);
    }

    /**
     * The value of a renamed setting: its new name's, or its old name's when that comes from a stronger
     * source (a value an admin stored under the old name, or an environment variable of the old name).
     *
     * @throws java.util.NoSuchElementException when neither name has a value
     */
    public static <T> T value(Config config, String newName, Class<T> type) {
        String oldName = NEW_NAMES.entrySet().stream().filter(e -> e.getValue().equals(newName))
                .map(Map.Entry::getKey).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(newName + " is not a renamed setting"));
        ConfigValue current = config.getConfigValue(newName);
        ConfigValue old = config.getConfigValue(oldName);
        boolean oldWins = old.getValue() != null
                && (current.getValue() == null || old.getSourceOrdinal() > current.getSourceOrdinal());
        return config.getValue(oldWins ? oldName : newName, type);
    }
}
