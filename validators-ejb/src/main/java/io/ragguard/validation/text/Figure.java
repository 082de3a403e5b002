package io.ragguard.validation.text;

import java.util.Set;

/**
 * A number as written in a text ({@code text}, at {@code start}..{@code end}) and as compared:
 * {@code value} without thousands separators or trailing zeros ({@code "1,000.50"} gives
 * {@code 1000.5}; {@code "5.0e1"} and {@code "5 x 10"} give {@code 50}) and {@code unit} in a canonical
 * form ({@code "$"} and {@code "USD"} give {@code usd}, {@code "days"} gives {@code day}), empty when the
 * number has none; {@code qualifiers}, what the words around it add: a bound, a measure ("per kg"), a
 * frequency ({@link Qualifiers}). For a number of the evidence without a unit of its own,
 * {@code nearby} holds the units the words around it name ({@code day} for {@code "30 calendar days"});
 * it is empty for an answer's figures.
 */
public record Figure(String text, int start, int end, String value, String unit, Set<String> nearby,
                     Qualifiers qualifiers) {

    public Figure(String text, int start, int end, String value, String unit) {
        this(text, start, end, value, unit, Set.of(), Qualifiers.NONE);
    }

    /**
     * Whether this figure (of an answer) is the quantity {@code other} (of the evidence) states: equal
     * values, and, when this one has a unit, the same unit, either the other's own or one named in
     * the words right after it; or, for a duration, the same duration in another unit of time
     * ({@link Units#same}: "2 hours" is "120 minutes", and not "30 minutes", however the digits compare);
     * and qualifiers the other's back ({@link Qualifiers#backedBy}: "5 mg twice a day" is not "5 mg once
     * a day", "5 mg/kg" not "5 mg", "at least 5 mg" not "up to 5 mg"). A bare number in the evidence does
     * not vouch for any unit: "5 working days" supports neither "5 mcg" nor "5 mg".
     */
    public boolean matches(Figure other) {
        return (unit.isEmpty() ? value.equals(other.value)
                : Units.same(value, unit, other.value, other.unit) || other.unit.isEmpty()
                        && other.nearby.stream().anyMatch(named -> Units.same(value, unit, other.value, named)))
                && qualifiers.backedBy(other.qualifiers);
    }

    /** The figure as written, with what its qualifiers say when it has any: "5 mg (2/day)". */
    public String described() {
        String qualified = qualifiers.describe();
        return qualified.isEmpty() ? text : text + " (" + qualified + ")";
    }
}
