package io.ragguard.recording.boundary;

import io.ragguard.recording.control.Histograms;
import io.ragguard.recording.entity.ValidationRecord;
import jakarta.ejb.EJBException;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.lang.System.Logger.Level;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Persists what happened to each request, and counts its reasons in the hourly histogram. */
@Stateless
public class Recorder {

    private static final System.Logger LOG = System.getLogger(Recorder.class.getName());

    @PersistenceContext
    EntityManager em;

    @Inject
    Histograms histograms;

    public void record(RecordDraft draft) {
        ValidationRecord record = new ValidationRecord(draft.requestId(), draft.endpoint(), draft.tenant(),
                draft.conversationId(), draft.question(), draft.answerBefore(), draft.answerAfter(), draft.status(),
                String.join("\n", draft.reasons()), draft.context(), draft.contextQuality());
        StageLatencies l = draft.latencies();
        record.latencies(l.retrievalMs(), l.generationMs(), l.validationMs(), l.toneMs(), l.totalMs());
        for (ValidatorOutcome o : draft.outcomes()) {
            record.addRun(o.validator(), o.outcome(), o.score(), o.threshold(), String.join("\n", o.reasons()),
                    o.micros());
        }
        for (ClaimOutcome c : draft.claims()) {
            record.addClaim(c.text(), c.verdict(), c.score(), c.evidenceId(), c.start(), c.end());
        }
        em.persist(record);
        countReasons(draft);
    }

    private void countReasons(RecordDraft draft) {
        List<Histograms.Hit> hits = new ArrayList<>();
        for (ValidatorOutcome outcome : draft.outcomes()) {
            if (outcome.flagged()) {
                outcome.reasons().forEach(reason -> hits.add(new Histograms.Hit(outcome.validator(), reason)));
            }
        }
        if (hits.isEmpty()) {
            return;
        }
        try {
            histograms.increment(hits, Instant.now());
        } catch (EJBException e) {
            LOG.log(Level.WARNING, "histogram counts lost for " + hits, e);
        }
    }
}
