package io.ragguard.retrieval.boundary;

import io.ragguard.database.LowerCaseColumn;

/**
 * How good a question's context is, by the average similarity of its passages: {@code high} above 0.6,
 * {@code medium} from 0.4, {@code low} below, {@code none} without passages. Responses, records and
 * metrics name it in lower case.
 */
public enum ContextGrade {
    HIGH, MEDIUM, LOW, NONE;

    /** {@code high}, {@code medium}, {@code low} or {@code none}. */
    public String label() {
        return LowerCaseColumn.of(this);
    }

    /** The grade of passages whose average similarity is {@code average}; none when there are none. */
    static ContextGrade of(boolean anyPassage, double average) {
        if (!anyPassage) {
            return NONE;
        }
        return average > 0.6 ? HIGH : average >= 0.4 ? MEDIUM : LOW;
    }
}
