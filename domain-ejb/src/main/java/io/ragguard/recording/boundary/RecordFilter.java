package io.ragguard.recording.boundary;

import io.ragguard.verdict.AnswerStatus;
import java.time.Instant;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which recorded answers to list, and in which order: any of {@code statuses} (empty: every status), of one
 * {@code tenant}, flagged by one {@code validator} (it failed, warned, patched, erred or could not vouch
 * on the answer), with a {@code reason} (a word of its reasons, such as {@code unsupported_number}, or
 * its decline reason, such as {@code no_context}), with
 * a current {@code decision} ({@link #UNDECIDED} for none yet), recorded in [{@code from}, {@code to}),
 * holding {@code text} in its question or answers, of one {@code severity}, assigned to any of
 * {@code assignees} (a user's name or {@code role:<role>}, {@link #UNASSIGNED} for no one; empty: anyone or no
 * one), and that the validator {@code near} passed with a score within {@value #NEAR} of its threshold. Null and
 * blank parts do not filter. The {@code order} is newest first, or by severity first.
 */
public record RecordFilter(Set<AnswerStatus> statuses, String tenant, String validator, String reason, String decision,
                           Instant from, Instant to, String text, Severity severity, Set<String> assignees,
                           String near, Order order) {

    /** The decision filter's value for answers no one has decided yet. */
    public static final String UNDECIDED = "none";
    /** The assignee filter's value for answers assigned to no one. */
    public static final String UNASSIGNED = "none";
    /** How near its threshold a validator's score is for {@link #near}. */
    public static final double NEAR = 0.05;

    /** The order of a listing; the newest first among equals. */
    public enum Order {
        /** Newest first. */
        NEWEST,
        /** High first, then medium, low, and the answers that need no review; newest first within each. */
        SEVERITY
    }

    public RecordFilter {
        statuses = Set.copyOf(Objects.requireNonNullElse(statuses, Set.of()));
        tenant = blankToNull(tenant);
        validator = blankToNull(validator);
        reason = blankToNull(reason);
        decision = blankToNull(decision);
        text = blankToNull(text);
        assignees = Objects.requireNonNullElse(assignees, Set.<String>of()).stream().map(RecordFilter::blankToNull)
                .filter(Objects::nonNull).map(Assignee::fold).collect(Collectors.toUnmodifiableSet());
        near = blankToNull(near);
        order = Objects.requireNonNullElse(order, Order.NEWEST);
    }

    /** Any severity, assignee and validator score, newest first. */
    public RecordFilter(Set<AnswerStatus> statuses, String tenant, String validator, String reason, String decision,
                        Instant from, Instant to, String text) {
        this(statuses, tenant, validator, reason, decision, from, to, text, null, Set.of(), null, Order.NEWEST);
    }

    /**
     * The review queue as it opens: every flagged answer (failed, refused included; patched; unverified; and
     * declined, so that an answerable question the guard declined does not go unseen).
     */
    public static RecordFilter flagged() {
        return new RecordFilter(AnswerStatus.flaggedOnes(), null, null, null, null, null, null, null);
    }

    /** This filter for answers of one severity (null: any). */
    public RecordFilter withSeverity(Severity wanted) {
        return new RecordFilter(statuses, tenant, validator, reason, decision, from, to, text, wanted, assignees, near,
                order);
    }

    /**
     * This filter for answers assigned to any of these: a user's name, a role ({@code role:compliance}),
     * {@link #UNASSIGNED}; empty for anyone or no one. "Mine" is {@link Assignee#mine}.
     */
    public RecordFilter withAssignees(Set<String> wanted) {
        return new RecordFilter(statuses, tenant, validator, reason, decision, from, to, text, severity, wanted, near,
                order);
    }

    /** This filter for answers the validator passed within {@value #NEAR} of its threshold (null: any). */
    public RecordFilter withNear(String nearValidator) {
        return new RecordFilter(statuses, tenant, validator, reason, decision, from, to, text, severity, assignees,
                nearValidator, order);
    }

    /** This filter in another order. */
    public RecordFilter withOrder(Order wanted) {
        return new RecordFilter(statuses, tenant, validator, reason, decision, from, to, text, severity, assignees,
                near, wanted);
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
