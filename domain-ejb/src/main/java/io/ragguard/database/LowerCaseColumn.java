package io.ragguard.database;

import jakarta.persistence.AttributeConverter;

import java.util.Arrays;
import java.util.Locale;

/**
 * An enum stored as its constant's name in lower case ({@code QUEUED} as {@code queued}), the form the
 * columns have always held and the API sends: the entity's field is typed while no stored value
 * changes. A value that names no constant is an error naming the column's type and the value.
 *
 * @param <E> the enum a subclass stores; the subclass is what {@code @Convert} names
 */
public abstract class LowerCaseColumn<E extends Enum<E>> implements AttributeConverter<E, String> {

    private final Class<E> type;

    protected LowerCaseColumn(Class<E> type) {
        this.type = type;
    }

    /** The constant's name in lower case: what is stored, and what the API shows. */
    public static String of(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }

    @Override
    public String convertToDatabaseColumn(E value) {
        return value == null ? null : of(value);
    }

    @Override
    public E convertToEntityAttribute(String stored) {
        if (stored == null) {
            return null;
        }
        try {
            return Enum.valueOf(type, stored.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("the database holds " + type.getSimpleName() + " '" + stored
                    + "', which names none of " + Arrays.toString(type.getEnumConstants()), e);
        }
    }
}
