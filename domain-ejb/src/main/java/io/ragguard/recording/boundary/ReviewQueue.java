package io.ragguard.recording.boundary;

import io.ragguard.recording.entity.RecordedClaim;
import io.ragguard.recording.entity.ValidationRecord;
import io.ragguard.recording.entity.ValidatorRun;
import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The answers that failed validation, were patched, or could not be verified (a validator crashed or
 * ran out of time), newest first, for compliance review.
 */
@Stateless
public class ReviewQueue {

    @PersistenceContext
    EntityManager em;

    public List<ReviewItem> flagged(int first, int max) {
        return em.createNamedQuery(ValidationRecord.FLAGGED, ValidationRecord.class)
                .setFirstResult(first)
                .setMaxResults(max)
                .getResultStream()
                .map(ReviewQueue::item)
                .toList();
    }

    public long depth() {
        return em.createNamedQuery(ValidationRecord.COUNT_FLAGGED, Long.class).getSingleResult();
    }

    /** Any recorded request, flagged or not. */
    public Optional<ReviewItem> byRequest(String requestId) {
        return em.createNamedQuery(ValidationRecord.BY_REQUEST, ValidationRecord.class)
                .setParameter("requestId", requestId)
                .getResultStream()
                .findFirst()
                .map(ReviewQueue::item);
    }

    private static ReviewItem item(ValidationRecord r) {
        return new ReviewItem(r.getRequestId(), r.getCreatedAt(), r.getTenantId(), r.getEndpoint(), r.getStatus(),
                r.getQuestion(), r.getAnswerBefore(), r.getAnswerAfter(), lines(r.getReasons()), r.getContext(),
                r.getContextQuality(),
                new StageLatencies(r.getRetrievalMs(), r.getGenerationMs(), r.getValidationMs(), r.getToneMs(),
                        r.getTotalMs()),
                r.getValidatorRuns().stream().map(ReviewQueue::outcome).toList(),
                r.getClaims().stream().map(ReviewQueue::claim).toList(), r.getGenerator());
    }

    private static ClaimOutcome claim(RecordedClaim c) {
        return new ClaimOutcome(c.getText(), c.getVerdict(), c.getScore(), c.getEvidenceId(), c.getSpanStart(),
                c.getSpanEnd());
    }

    private static ValidatorOutcome outcome(ValidatorRun run) {
        return new ValidatorOutcome(run.getValidator(), run.getOutcome(), run.getScore(), run.getThreshold(),
                lines(run.getReasons()), run.getMicros());
    }

    private static List<String> lines(String text) {
        return text == null || text.isEmpty() ? List.of() : Arrays.asList(text.split("\n"));
    }
}
