package io.ragguard.validation.numeric;

/**
 * A number as written in a text ({@code text}, at {@code start}..{@code end}) and as compared:
 * {@code value} without thousands separators or trailing zeros ({@code "1,000.50"} gives
 * {@code 1000.5}) and {@code unit} in a canonical form ({@code "$"} and {@code "USD"} give
 * {@code usd}, {@code "days"} gives {@code day}), empty when the number has none.
 */
record Figure(String text, int start, int end, String value, String unit) {

    /** The same quantity: equal values, and equal units unless one side gives none. */
    boolean matches(Figure other) {
        return value.equals(other.value) && (unit.isEmpty() || other.unit.isEmpty() || unit.equals(other.unit));
    }
}
