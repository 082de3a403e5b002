package io.ragguard.recording.control;

import io.ragguard.recording.boundary.ClaimOutcome;
import io.ragguard.recording.boundary.DecisionEntry;
import io.ragguard.recording.boundary.RecordRow;
import io.ragguard.recording.boundary.ReviewItem;
import io.ragguard.recording.boundary.StageLatencies;
import io.ragguard.recording.boundary.ValidatorOutcome;
import io.ragguard.recording.entity.RecordedClaim;
import io.ragguard.recording.entity.ReviewDecision;
import io.ragguard.recording.entity.ValidationRecord;
import io.ragguard.recording.entity.ValidatorRun;

import java.util.Arrays;
import java.util.List;

/** Recorded answers as the review queue shows and exports them: the records of the entities, nothing else. */
public final class ReviewItems {

    private ReviewItems() {
    }

    public static ReviewItem item(ValidationRecord r) {
        return new ReviewItem(r.getRequestId(), r.getCreatedAt(), r.getTenantId(), r.getEndpoint(), r.getStatus(),
                r.getDeclineReason(), r.getQuestion(), r.getAnswerBefore(), r.getAnswerAfter(), lines(r.getReasons()),
                r.getContext(), r.getContextQuality(),
                new StageLatencies(r.getRetrievalMs(), r.getGenerationMs(), r.getValidationMs(), r.getToneMs(),
                        r.getTotalMs()),
                r.getValidatorRuns().stream().map(ReviewItems::outcome).toList(),
                r.getClaims().stream().map(ReviewItems::claim).toList(), r.getGenerator(), r.getKeyName(), r.getDecision(),
                r.getDecisions().stream().map(ReviewItems::entry).toList(), r.getSeverity(), r.getGroupKey(),
                r.getAssignee(), r.getAssignedBy(), r.getAssignedAt());
    }

    /** An export row, with the current decision's reviewer and note ({@code latest}, null when undecided). */
    public static RecordRow row(ValidationRecord r, ReviewDecision latest) {
        return new RecordRow(r.getId(), r.getRequestId(), r.getCreatedAt(), r.getTenantId(), r.getEndpoint(),
                r.getStatus(), r.getDeclineReason(), r.getGenerator(), r.getKeyName(), r.getQuestion(), r.getAnswerBefore(), r.getAnswerAfter(),
                String.join("; ", lines(r.getReasons())), r.getContextQuality(), r.getTotalMs(), r.getDecision(),
                latest == null ? null : latest.getReviewer(), latest == null ? null : latest.getNote(), r.getSeverity(),
                r.getAssignee());
    }

    public static ValidatorOutcome outcome(ValidatorRun run) {
        return new ValidatorOutcome(run.getValidator(), run.getOutcome(), run.getScore(), run.getThreshold(),
                lines(run.getReasons()), run.getMicros(), run.isObserved());
    }

    public static ClaimOutcome claim(RecordedClaim c) {
        return new ClaimOutcome(c.getValidator(), c.getText(), c.getVerdict(), c.getScore(), c.getEvidenceId(),
                c.getSpanStart(), c.getSpanEnd());
    }

    private static DecisionEntry entry(ReviewDecision d) {
        return new DecisionEntry(d.getDecision(), d.getNote(), d.getReviewer(), d.getDecidedAt());
    }

    /** The lines of a stored list ("unfaithful\nunsupported_number"); none for null or empty. */
    private static List<String> lines(String text) {
        return text == null || text.isEmpty() ? List.of() : Arrays.asList(text.split("\n"));
    }
}
