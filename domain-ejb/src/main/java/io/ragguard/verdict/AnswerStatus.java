package io.ragguard.verdict;

import io.ragguard.database.LowerCaseColumn;
import io.ragguard.export.LowerCaseJson;
import jakarta.json.bind.annotation.JsonbTypeAdapter;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What became of an answer, as responses, records and metrics name it. {@code passed}: every validator
 * that ran passed; {@code patched}: the ones that did not repaired it; {@code unverified}: a validator
 * could not judge it (it crashed or ran out of time under {@code validation.on.error=fail-open}, or it
 * cannot read the answer's language) or could not vouch for it (unsupported sentences served under
 * {@code validation.unsupported-sentences=flag}), so it is served flagged and goes to the review queue;
 * {@code declined}: the reply does not answer (see {@code DeclineReason}), whatever made it so, and every
 * validator that ran could judge it (a decline a validator could not judge stays {@code unverified});
 * {@code failed}: a validator refused it and had no repair, or could not judge it when that refuses
 * (fail-closed, or a validator that is always fail-closed); {@code unvalidated}: the chain did not run
 * (validation off, or the validators disabled). Written, stored and shown in lower case.
 */
@JsonbTypeAdapter(AnswerStatus.Json.class)
public enum AnswerStatus {
    PASSED, PATCHED, UNVERIFIED, DECLINED, FAILED, UNVALIDATED;

    private static final Set<AnswerStatus> FLAGGED = EnumSet.of(FAILED, PATCHED, UNVERIFIED, DECLINED);

    /** {@code passed}, {@code patched}, ...: as the API, the records and the metrics name it. */
    public String label() {
        return LowerCaseColumn.of(this);
    }

    /**
     * Whether nothing served is unsupported: every validator that ran passed, or its repair was applied,
     * or the reply declines.
     */
    public boolean passed() {
        return this == PASSED || this == PATCHED || this == DECLINED;
    }

    /** Whether the answer goes to the review queue: failed, patched, unverified or declined. */
    public boolean flagged() {
        return FLAGGED.contains(this);
    }

    /** Every status that goes to the review queue. */
    public static Set<AnswerStatus> flaggedOnes() {
        return EnumSet.copyOf(FLAGGED);
    }

    /** The words a status filter takes for the flagged statuses and for every status. */
    public static final String FLAGGED_WORD = "flagged";
    public static final String ALL_WORD = "all";

    /**
     * The statuses a filter names, as the review queue's API and address write it: {@code flagged} (the flagged
     * ones), {@code all} (every status: an empty set) or labels, comma-separated, in any case; blank names the
     * flagged ones.
     *
     * @throws IllegalArgumentException naming what the filter takes, when a word is none of these
     */
    public static Set<AnswerStatus> filter(String value) {
        Set<AnswerStatus> statuses = EnumSet.noneOf(AnswerStatus.class);
        for (String one : value == null ? new String[0] : value.split(",")) {
            String name = one.strip().toLowerCase(Locale.ROOT);
            if (name.equals(ALL_WORD)) {
                return Set.of();
            }
            if (name.equals(FLAGGED_WORD)) {
                statuses.addAll(FLAGGED);
            } else if (!name.isEmpty()) {
                statuses.add(Arrays.stream(values()).filter(s -> s.label().equals(name)).findFirst()
                        .orElseThrow(() -> new IllegalArgumentException(FLAGGED_WORD + ", " + ALL_WORD + ", or any of "
                                + Arrays.stream(values()).map(AnswerStatus::label).collect(Collectors.joining(", "))
                                + ", comma-separated")));
            }
        }
        return statuses.isEmpty() ? flaggedOnes() : statuses;
    }

    /**
     * This status for a reply that does not answer when {@code declines}: declined when it is passed or
     * patched, else unchanged (unverified or failed).
     */
    public AnswerStatus declining(boolean declines) {
        return declines && (this == PASSED || this == PATCHED) ? DECLINED : this;
    }

    /**
     * The status a label names ({@code passed}, ...).
     *
     * @throws IllegalArgumentException for a label that names none
     */
    public static AnswerStatus parse(String label) {
        return valueOf(label.strip().toUpperCase(Locale.ROOT));
    }

    @Override
    public String toString() {
        return label();
    }

    /** The status stored in lower case, as it always was. */
    public static final class Column extends LowerCaseColumn<AnswerStatus> {
        public Column() {
            super(AnswerStatus.class);
        }
    }

    /** The status in JSON in lower case, as the API has always sent it. */
    public static final class Json extends LowerCaseJson<AnswerStatus> {
        public Json() {
            super(AnswerStatus.class);
        }
    }
}
