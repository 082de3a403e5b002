package io.ragguard.policy.boundary;

import io.ragguard.request.Problem;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A policy to draft: its name, the tenant it is for (null: every tenant), its settings by name
 * ({@code validator.faithfulness.threshold}, never the {@code tenant.<id>.} form: the tenant says whose) with
 * their values as text, and a note.
 */
public record PolicyDraft(String name, String tenant, Map<String, String> settings, String note) {

    public static final int MAX_NAME = 100;
    public static final int MAX_NOTE = 2000;
    public static final int MAX_SETTINGS = 200;

    public PolicyDraft {
        settings = settings == null ? Map.of() : new LinkedHashMap<>(settings);
    }

    /** The draft with its name and note trimmed and a blank tenant or note as none. */
    public PolicyDraft normalized() {
        return new PolicyDraft(name == null ? null : name.strip(), tenant == null || tenant.isBlank() ? null
                : tenant.strip(), settings, note == null || note.isBlank() ? null : note.strip());
    }

    /** What is wrong with the draft's own fields (its values are the catalogue's to check), if anything. */
    public Optional<Problem> problem() {
        if (name == null || name.isBlank() || name.length() > MAX_NAME) {
            return Problem.of("name", "name must hold 1 to " + MAX_NAME + " characters");
        }
        if (settings.isEmpty() || settings.size() > MAX_SETTINGS) {
            return Problem.of("settings", "settings must hold 1 to " + MAX_SETTINGS + " settings by name");
        }
        if (note != null && note.length() > MAX_NOTE) {
            return Problem.of("note", "note must hold at most " + MAX_NOTE + " characters");
        }
        return Optional.empty();
    }
}
