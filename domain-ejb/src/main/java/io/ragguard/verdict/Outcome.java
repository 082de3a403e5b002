package io.ragguard.verdict;

import io.ragguard.database.LowerCaseColumn;
import io.ragguard.export.LowerCaseJson;
import jakarta.json.bind.annotation.JsonbTypeAdapter;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * How a validator judged an answer, as it appears in responses, records and metrics. {@code UNVERIFIED}:
 * it could not vouch for the answer (a language its models cannot read, or unsupported sentences that the
 * policy serves flagged), so the answer is served and flagged. Written, stored and shown in lower case.
 */
@JsonbTypeAdapter(Outcome.Json.class)
public enum Outcome {
    PASS, WARN, FAIL, PATCHED, SKIPPED, ERROR, UNVERIFIED;

    /** {@code pass}, {@code warn}, ...: as the API, the records and the metrics name it. */
    public String label() {
        return LowerCaseColumn.of(this);
    }

    /** Whether it flags the answer for review: anything but pass and skipped. */
    public boolean flagging() {
        return this != PASS && this != SKIPPED;
    }

    /** Every outcome that flags an answer for review. */
    public static Set<Outcome> flaggingOnes() {
        return EnumSet.of(WARN, FAIL, PATCHED, ERROR, UNVERIFIED);
    }

    /**
     * The outcome a label names ({@code pass}, ...).
     *
     * @throws IllegalArgumentException for a label that names none
     */
    public static Outcome parse(String label) {
        return valueOf(label.strip().toUpperCase(Locale.ROOT));
    }

    @Override
    public String toString() {
        return label();
    }

    /** The outcome stored in lower case, as it always was. */
    public static final class Column extends LowerCaseColumn<Outcome> {
        public Column() {
            super(Outcome.class);
        }
    }

    /** The outcome in JSON in lower case, as the API has always sent it. */
    public static final class Json extends LowerCaseJson<Outcome> {
        public Json() {
            super(Outcome.class);
        }
    }
}
