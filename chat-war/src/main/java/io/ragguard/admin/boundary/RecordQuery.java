package io.ragguard.admin.boundary;

import io.ragguard.verdict.AnswerStatus;
import io.ragguard.request.InvalidRequestException;
import io.ragguard.recording.boundary.Assignee;
import io.ragguard.recording.boundary.Decision;
import io.ragguard.recording.boundary.RecordFilter;
import io.ragguard.recording.boundary.Severity;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.SecurityContext;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

import java.time.Instant;
import java.util.Set;

/**
 * The review queue's filters as query parameters: {@code status} (one or more, comma-separated, of
 * passed, patched, unverified, declined, failed, unvalidated; {@code flagged}, the default, for failed,
 * patched, unverified and declined; {@code all} for every status), {@code tenant}, {@code validator},
 * {@code reason} (a reason code, or a decline reason),
 * {@code decision} (approved, rejected, escalated, or {@code none}), {@code from} and {@code to} (an
 * instant such as {@code 2026-11-26T09:00:00Z}, or a day, UTC; {@code to} is exclusive, a day includes
 * itself), {@code q}, text in the question or an answer, {@code severity} (high, medium, low), {@code assignee}
 * (a user's name, {@code role:admin} or {@code role:compliance}, {@code me} for the caller and the caller's roles,
 * {@code none} for no one), {@code near} (a validator that passed the answer within 0.05 of its threshold), and
 * {@code sort}: {@code newest} (the default) or {@code severity} (high first, then newest).
 */
public class RecordQuery {

    @Parameter(description = "flagged (the default: failed, patched, unverified, declined), all, or any of passed, "
            + "patched, unverified, declined, failed, unvalidated, comma-separated")
    @QueryParam("status")
    String status;

    @Parameter(description = "One tenant")
    @QueryParam("tenant")
    String tenant;

    @Parameter(description = "Answers that this validator failed, warned on, patched, erred on or could not vouch "
            + "for")
    @QueryParam("validator")
    String validator;

    @Parameter(description = "A reason code among the record's reasons, such as unsupported_number, or the decline "
            + "reason of a declined answer, such as no_context")
    @QueryParam("reason")
    String reason;

    @Parameter(description = "The current decision: approved, rejected, escalated, or none")
    @QueryParam("decision")
    String decision;

    @Parameter(description = "Recorded from this instant (2026-11-26T09:00:00Z) or day (UTC)")
    @QueryParam("from")
    String from;

    @Parameter(description = "Recorded before this instant, or up to and including this day (UTC)")
    @QueryParam("to")
    String to;

    @Parameter(description = "Text in the question or either answer")
    @QueryParam("q")
    String q;

    @Parameter(description = "The severity: high, medium or low")
    @QueryParam("severity")
    String severity;

    @Parameter(description = "Whom the answer is assigned to: a user's name, role:admin, role:compliance, me (the "
            + "caller, or a role the caller has), or none")
    @QueryParam("assignee")
    String assignee;

    @Parameter(description = "Answers this validator passed with a score within 0.05 of its threshold, such as "
            + "answer-relevancy")
    @QueryParam("near")
    String near;

    @Parameter(description = "newest (the default: newest first) or severity (high first, then newest)")
    @QueryParam("sort")
    String sort;

    /** The assignee filter's word for the caller and the caller's roles. */
    static final String ME = "me";

    /** The filter for the caller, or a 400 naming the parameter that cannot be read. */
    RecordFilter filter(SecurityContext caller) {
        Instant start = QueryDates.instant("from", from, false);
        Instant end = QueryDates.instant("to", to, true);
        QueryDates.ordered(start, end);
        String wanted = blank(decision) ? null : decision.strip();
        if (wanted != null && !wanted.equals(RecordFilter.UNDECIDED) && Decision.of(wanted).isEmpty()) {
            throw new InvalidRequestException("decision", "decision must be one of " + Decision.names() + " or "
                    + RecordFilter.UNDECIDED);
        }
        return new RecordFilter(statuses(), tenant, validator, reason, wanted, start, end, q, severity(),
                assignees(caller), near, order());
    }

    private Severity severity() {
        try {
            return blank(severity) ? null : Severity.parse(severity);
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException("severity", "severity must be one of " + Severity.names());
        }
    }

    private Set<String> assignees(SecurityContext caller) {
        if (blank(assignee)) {
            return Set.of();
        }
        if (assignee.strip().equals(ME)) {
            return Assignee.mine(caller.getUserPrincipal().getName(),
                    Assignee.ROLES.stream().filter(caller::isUserInRole).toList());
        }
        return Set.of(assignee);
    }

    private RecordFilter.Order order() {
        if (blank(sort) || sort.strip().equals("newest")) {
            return RecordFilter.Order.NEWEST;
        }
        if (sort.strip().equals("severity")) {
            return RecordFilter.Order.SEVERITY;
        }
        throw new InvalidRequestException("sort", "sort must be newest or severity");
    }

    private Set<AnswerStatus> statuses() {
        try {
            return AnswerStatus.filter(status);
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException("status", "status must be " + e.getMessage());
        }
    }

    private static boolean blank(String value) {
        return value == null || value.isBlank();
    }
}
