package io.ragguard.chat.control;

import io.ragguard.chat.boundary.ChatResponse;
import io.ragguard.chat.boundary.Turns;
import io.ragguard.chat.boundary.ValidationFailedException;
import io.ragguard.chat.boundary.ValidationMetrics;
import io.ragguard.database.Database;
import io.ragguard.generation.boundary.DeclineMessage;
import io.ragguard.generation.boundary.Generation;
import io.ragguard.monitoring.control.PipelineMetrics;
import io.ragguard.recording.boundary.RecordDraft;
import io.ragguard.tone.boundary.Tone;
import io.ragguard.validation.chain.boundary.ValidationMode;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.spi.DeclineReason;
import jakarta.ejb.EJBException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.lang.System.Logger.Level;
import java.util.List;

/**
 * The end of every answer, plain or streamed: the served text in tone (a reply that declines because the
 * knowledge holds no answer says the tenant's decline message, {@link DeclineMessage}; one declined as out
 * of scope keeps the guard's own words), the turn and its record (the
 * answer as generated and as served, the generator, every verdict, why a reply declined) on disk before
 * the answer goes out, the metrics, and the response, or the refusal when the chain refused it in
 * {@code enforce} mode.
 */
@ApplicationScoped
public class Answers {

    private static final System.Logger LOG = System.getLogger(Answers.class.getName());

    @Inject
    Tone tone;
    @Inject
    DeclineMessage declines;
    @Inject
    Turns turns;
    @Inject
    Database database;
    @Inject
    PipelineMetrics metrics;

    /**
     * @throws ValidationFailedException when the answer is refused (after it is recorded)
     */
    public ChatResponse finish(Asked asked, Generation generated, ValidationReport report, ValidationMode mode) {
        StageClock clock = asked.clock();
        boolean enforce = mode == ValidationMode.ENFORCE;
        boolean refused = enforce && report.refused();
        String answer = refused ? null
                : enforce && report.declined() && report.declineReason() != DeclineReason.OUT_OF_SCOPE
                        ? declines.of(asked.tenant())
                : clock.time("tone", () -> tone.align(asked.tenant(), enforce ? report.answer() : generated.text()));
        String status = report == null ? "unvalidated" : report.status();
        ValidationMetrics validation = report == null ? null : Verdicts.metrics(report);
        String declined = report == null ? null : report.declineLabel();
        keep(asked, answer, new RecordDraft(asked.requestId(),
                "chat", asked.tenant(), asked.conversationId(), asked.question(), generated.text(), answer, status,
                declined, report == null ? List.of() : report.reasons(), RetrievedContext.recorded(asked.context()),
                asked.context().averageSimilarity(), clock.latencies(),
                report == null ? List.of() : Verdicts.recorded(report),
                report == null ? List.of() : Verdicts.recordedClaims(report), generated.generator(),
                asked.keyName()));
        metrics.answered(asked.tenant(), status, declined, asked.keyName());
        if (refused) {
            throw new ValidationFailedException(report.reasons(), asked.requestId(), validation);
        }
        return new ChatResponse(answer, RetrievedContext.contextUsed(asked.context()), validation,
                asked.conversationId(), asked.requestId(), RetrievedContext.quality(asked.context()),
                generated.generator());
    }

    /**
     * Keeps the turn and its record, on disk before the answer goes out; once more if that did not commit,
     * which is safe because nothing of a transaction that did not commit is kept (two first turns of one
     * new conversation race to create it).
     */
    private void keep(Asked asked, String answer, RecordDraft record) {
        try {
            turns.keep(asked.conversationId(), asked.tenant(), asked.keyId(), asked.question(), answer, record);
        } catch (EJBException e) {
            LOG.log(Level.WARNING, "request {0} not recorded, trying once more: {1}", record.requestId(), e.toString());
            turns.keep(asked.conversationId(), asked.tenant(), asked.keyId(), asked.question(), answer, record);
        }
        database.makeDurable();
    }
}
