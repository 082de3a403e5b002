package io.ragguard.export;

import io.ragguard.database.LowerCaseColumn;
import jakarta.json.bind.adapter.JsonbAdapter;

import java.util.Locale;

/**
 * An enum written to and read from JSON as its constant's name in lower case, the form the API has always
 * sent ({@code PASSED} as {@code "passed"}); JSON-B would write the name as it is.
 *
 * @param <E> the enum a subclass writes; the enum names the subclass in {@code @JsonbTypeAdapter}
 */
public abstract class LowerCaseJson<E extends Enum<E>> implements JsonbAdapter<E, String> {

    private final Class<E> type;

    protected LowerCaseJson(Class<E> type) {
        this.type = type;
    }

    @Override
    public String adaptToJson(E value) {
        return LowerCaseColumn.of(value);
    }

    @Override
    public E adaptFromJson(String label) {
        return Enum.valueOf(type, label.strip().toUpperCase(Locale.ROOT));
    }
}
