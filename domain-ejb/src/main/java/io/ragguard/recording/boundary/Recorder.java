package io.ragguard.recording.boundary;

import io.ragguard.recording.control.Redaction;
import io.ragguard.database.AfterCommit;
import io.ragguard.recording.control.Histograms;
import io.ragguard.recording.control.Triage;
import io.ragguard.recording.entity.HistogramBucket;
import io.ragguard.recording.entity.ValidationRecord;
import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.TransactionSynchronizationRegistry;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Persists what happened to each request, with personal data redacted unless
 * {@code recording.raw-personal-data} says to keep it and triaged for review (its {@link Severity} and the key
 * its repeats share), and counts its reasons for its tenant's hourly histogram once the record is committed (in
 * memory: {@link #flushHistograms} writes them).
 */
@Stateless
public class Recorder {

    @PersistenceContext
    EntityManager em;

    @Inject
    Histograms histograms;

    @Inject
    Triage triage;

    @Resource
    TransactionSynchronizationRegistry transaction;

    @Inject
    @ConfigProperty(name = "recording.raw-personal-data", defaultValue = "false")
    Provider<Boolean> rawPersonalData;

    /** Stores the request in the caller's transaction, or in one of its own that commits before this returns. */
    public void record(RecordDraft request) {
        RecordDraft draft = rawPersonalData.get() ? request : Redaction.of(request);
        ValidationRecord record = new ValidationRecord(draft.requestId(), draft.endpoint(), draft.tenant(),
                draft.conversationId(), draft.question(), draft.answerBefore(), draft.answerAfter(), draft.status(),
                String.join("\n", draft.reasons()), draft.context(), draft.contextQuality());
        record.declinedFor(draft.declineReason());
        record.generatedBy(draft.generator());
        record.presentedKey(draft.keyName());
        StageLatencies l = draft.latencies();
        record.latencies(l.retrievalMs(), l.generationMs(), l.validationMs(), l.toneMs(), l.totalMs());
        for (ValidatorOutcome o : draft.outcomes()) {
            record.addRun(o.validator(), o.outcome(), o.score(), o.threshold(), String.join("\n", o.reasons()),
                    o.micros(), o.observed());
        }
        for (ClaimOutcome c : draft.claims()) {
            record.addClaim(c.validator(), c.text(), c.verdict(), c.score(), c.evidenceId(), c.start(), c.end());
        }
        Triage.Triaged triaged = triage.of(record);
        record.triaged(triaged.severity(), triaged.groupKey());
        em.persist(record);
        List<Histograms.Hit> hits = hits(draft);
        if (!hits.isEmpty()) {
            AfterCommit.run(transaction, () -> histograms.count(draft.tenant(), hits, Instant.now()));
        }
    }

    /** Writes the reasons counted since the last flush; returns how many. */
    public long flushHistograms() {
        return histograms.flush();
    }

    /**
     * Triages up to {@code max} of the records made before triage was (V20), which have no group key, oldest
     * first; returns how many. Only their severity and group key are written, so that a decision or an
     * assignment made meanwhile stays.
     */
    public int triageUntriaged(int max) {
        List<ValidationRecord> records = em.createNamedQuery(ValidationRecord.UNTRIAGED, ValidationRecord.class)
                .setMaxResults(max).getResultList();
        for (ValidationRecord record : records) {
            Triage.Triaged triaged = triage.of(record);
            em.createNamedQuery(ValidationRecord.TRIAGE).setParameter("severity", triaged.severity())
                    .setParameter("groupKey", triaged.groupKey()).setParameter("id", record.getId()).executeUpdate();
        }
        return records.size();
    }

    /**
     * Deletes up to {@code max} of the records made before {@code cutoff} (their validator runs and
     * claims with them) and the histogram hours before it; returns how many records it deleted.
     */
    public int purgeOlderThan(Instant cutoff, int max) {
        List<Long> ids = em.createNamedQuery(ValidationRecord.OLDER_THAN, Long.class).setParameter("cutoff", cutoff)
                .setMaxResults(max).getResultList();
        if (!ids.isEmpty()) {
            em.createNamedQuery(ValidationRecord.DELETE_IDS).setParameter("ids", ids).executeUpdate();
        }
        em.createNamedQuery(HistogramBucket.DELETE_OLDER_THAN).setParameter("cutoff", cutoff).executeUpdate();
        return ids.size();
    }

    private static List<Histograms.Hit> hits(RecordDraft draft) {
        List<Histograms.Hit> hits = new ArrayList<>();
        for (ValidatorOutcome outcome : draft.outcomes()) {
            if (outcome.flagged()) {
                outcome.reasons().forEach(reason -> hits.add(new Histograms.Hit(outcome.validator(), reason)));
            }
        }
        return hits;
    }
}
