package io.ragguard.admin.boundary;

import io.ragguard.verdict.AnswerStatus;
import io.ragguard.request.InvalidRequestException;
import io.ragguard.recording.boundary.Decision;
import io.ragguard.recording.boundary.RecordFilter;
import jakarta.ws.rs.QueryParam;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

import java.time.Instant;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The review queue's filters as query parameters: {@code status} (one or more, comma-separated, of
 * passed, patched, unverified, declined, failed, unvalidated; {@code flagged}, the default, for failed,
 * patched, unverified and declined; {@code all} for every status), {@code tenant}, {@code validator},
 * {@code reason} (a reason code, or a decline reason),
 * {@code decision} (approved, rejected, escalated, or {@code none}), {@code from} and {@code to} (an
 * instant such as {@code 2026-11-26T09:00:00Z}, or a day, UTC; {@code to} is exclusive, a day includes
 * itself), and {@code q}, text in the question or an answer.
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

    /** The filter, or a 400 naming the parameter that cannot be read. */
    RecordFilter filter() {
        Instant start = QueryDates.instant("from", from, false);
        Instant end = QueryDates.instant("to", to, true);
        QueryDates.ordered(start, end);
        String wanted = blank(decision) ? null : decision.strip();
        if (wanted != null && !wanted.equals(RecordFilter.UNDECIDED) && Decision.of(wanted).isEmpty()) {
            throw new InvalidRequestException("decision", "decision must be one of " + Decision.names() + " or "
                    + RecordFilter.UNDECIDED);
        }
        return new RecordFilter(statuses(), tenant, validator, reason, wanted, start, end, q);
    }

    private Set<AnswerStatus> statuses() {
        if (blank(status) || status.strip().equals("flagged")) {
            return AnswerStatus.flaggedOnes();
        }
        if (status.strip().equals("all")) {
            return Set.of();
        }
        Map<String, AnswerStatus> labels = new TreeMap<>();
        for (AnswerStatus known : AnswerStatus.values()) {
            labels.put(known.label(), known);
        }
        Set<AnswerStatus> statuses = EnumSet.noneOf(AnswerStatus.class);
        for (String one : status.split(",")) {
            String name = one.strip();
            if (name.equals("flagged")) {
                statuses.addAll(AnswerStatus.flaggedOnes());
            } else if (labels.containsKey(name)) {
                statuses.add(labels.get(name));
            } else {
                throw new InvalidRequestException("status", "status must be flagged, all, or any of "
                        + String.join(", ", labels.keySet()) + " (comma-separated), not \"" + name + "\"");
            }
        }
        return statuses;
    }

    private static boolean blank(String value) {
        return value == null || value.isBlank();
    }
}
