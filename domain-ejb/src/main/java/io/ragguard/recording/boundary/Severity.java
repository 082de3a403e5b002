package io.ragguard.recording.boundary;

import io.ragguard.database.LowerCaseColumn;
import io.ragguard.export.LowerCaseJson;
import io.ragguard.verdict.AnswerStatus;
import io.ragguard.verdict.Outcome;
import jakarta.json.bind.annotation.JsonbTypeAdapter;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * How urgently a flagged answer needs a compliance reviewer, most urgent first. {@code high}: personal data
 * was caught, a figure was wrong in a regulated domain, the ethics check failed, or a claim was contradicted;
 * {@code medium}: any other flagged answer (patched, unverified, failed); {@code low}: a decline with none of
 * what makes an answer high. A passed or unvalidated answer has none. Written, stored and shown in lower case.
 */
@JsonbTypeAdapter(Severity.Json.class)
public enum Severity {
    HIGH, MEDIUM, LOW;

    /** The validator that finds personal data, and the one that checks the guard lists' topics and words. */
    static final String PII = "pii-leakage";
    static final String ETHICS = "ethics";
    /** The reason faithfulness and numeric-units give for a figure the evidence does not hold. */
    static final String WRONG_FIGURE = "unsupported_number";
    /** A claim's verdict that the evidence says otherwise: faithfulness's label, and claims'. */
    private static final Set<String> CONTRADICTED = Set.of("contradicted", "contradictory");
    /** Outcomes by which a validator says it found something (not: it could not judge, or vouch). */
    private static final Set<Outcome> FOUND = EnumSet.of(Outcome.WARN, Outcome.FAIL, Outcome.PATCHED);

    /**
     * The severity of an answer, empty when it needs no review (passed, unvalidated). What a validator in
     * observe mode found counts too: it was served unchanged. {@code regulated}: the answer's tenant is of a
     * regulated domain, where a wrong figure (a dose, a rate) is high.
     */
    public static Optional<Severity> of(AnswerStatus status, List<ValidatorOutcome> outcomes,
                                        List<ClaimOutcome> claims, boolean regulated) {
        if (!status.flagged()) {
            return Optional.empty();
        }
        boolean high = outcomes.stream().filter(o -> FOUND.contains(o.outcome()))
                .anyMatch(o -> o.validator().equals(PII) || o.validator().equals(ETHICS)
                        || regulated && o.reasons().contains(WRONG_FIGURE))
                || claims.stream().anyMatch(c -> c.verdict() != null
                        && CONTRADICTED.contains(c.verdict().toLowerCase(Locale.ROOT)));
        if (high) {
            return Optional.of(HIGH);
        }
        return Optional.of(status == AnswerStatus.DECLINED ? LOW : MEDIUM);
    }

    /** {@code high}, {@code medium}, {@code low}: as the API and the records name it. */
    public String label() {
        return LowerCaseColumn.of(this);
    }

    /**
     * The severity a label names.
     *
     * @throws IllegalArgumentException for a label that names none
     */
    public static Severity parse(String label) {
        return valueOf(label.strip().toUpperCase(Locale.ROOT));
    }

    /** "high, medium, low", for messages. */
    public static String names() {
        return Arrays.stream(values()).map(Severity::label).collect(Collectors.joining(", "));
    }

    @Override
    public String toString() {
        return label();
    }

    /** The severity stored in lower case. */
    public static final class Column extends LowerCaseColumn<Severity> {
        public Column() {
            super(Severity.class);
        }
    }

    /** The severity in JSON in lower case. */
    public static final class Json extends LowerCaseJson<Severity> {
        public Json() {
            super(Severity.class);
        }
    }
}
