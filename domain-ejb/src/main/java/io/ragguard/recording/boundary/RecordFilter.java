package io.ragguard.recording.boundary;

import io.ragguard.verdict.AnswerStatus;
import java.time.Instant;
import java.util.Objects;
import java.util.Set;

/**
 * Which recorded answers to list: any of {@code statuses} (empty: every status), of one
 * {@code tenant}, flagged by one {@code validator} (it failed, warned, patched, erred or could not vouch
 * on the answer), with a {@code reason} (a word of its reasons, such as {@code unsupported_number}, or
 * its decline reason, such as {@code no_context}), with
 * a current {@code decision} ({@link #UNDECIDED} for none yet), recorded in [{@code from}, {@code to}),
 * and holding {@code text} in its question or answers. Null and blank parts do not filter.
 */
public record RecordFilter(Set<AnswerStatus> statuses, String tenant, String validator, String reason, String decision,
                           Instant from, Instant to, String text) {

    /** The decision filter's value for answers no one has decided yet. */
    public static final String UNDECIDED = "none";

    public RecordFilter {
        statuses = Set.copyOf(Objects.requireNonNullElse(statuses, Set.of()));
        tenant = blankToNull(tenant);
        validator = blankToNull(validator);
        reason = blankToNull(reason);
        decision = blankToNull(decision);
        text = blankToNull(text);
    }

    /**
     * The review queue as it opens: every flagged answer (failed, refused included; patched; unverified; and
     * declined, so that an answerable question the guard declined does not go unseen).
     */
    public static RecordFilter flagged() {
        return new RecordFilter(AnswerStatus.flaggedOnes(), null, null, null, null, null, null, null);
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
