package io.ragguard.validation.numeric;

import java.util.Set;

/**
 * A number as written in a text ({@code text}, at {@code start}..{@code end}) and as compared:
 * {@code value} without thousands separators or trailing zeros ({@code "1,000.50"} gives
 * {@code 1000.5}) and {@code unit} in a canonical form ({@code "$"} and {@code "USD"} give
 * {@code usd}, {@code "days"} gives {@code day}), empty when the number has none. For a number of the
 * evidence without a unit of its own, {@code nearby} holds the units the words around it name
 * ({@code day} for {@code "30 calendar days"}); it is empty for an answer's figures.
 */
record Figure(String text, int start, int end, String value, String unit, Set<String> nearby) {

    Figure(String text, int start, int end, String value, String unit) {
        this(text, start, end, value, unit, Set.of());
    }

    /**
     * Whether this figure (of an answer) is the quantity {@code other} (of the evidence) states: equal
     * values, and, when this one has a unit, the same unit, either the other's own or one named in
     * the words right after it. A bare number in the evidence does not vouch for any unit: "5 working
     * days" supports neither "5 mcg" nor "5 mg".
     */
    boolean matches(Figure other) {
        return value.equals(other.value)
                && (unit.isEmpty() || unit.equals(other.unit) || other.unit.isEmpty() && other.nearby.contains(unit));
    }
}
