package io.ragguard.answering.control;

import io.ragguard.verdict.AnswerStatus;
import io.ragguard.answering.boundary.Answer;
import io.ragguard.answering.boundary.Asked;
import io.ragguard.answering.boundary.Refusal;
import io.ragguard.answering.boundary.Reply;
import io.ragguard.database.Database;
import io.ragguard.generation.boundary.DeclineMessage;
import io.ragguard.generation.boundary.Generation;
import io.ragguard.monitoring.boundary.PipelineMetrics;
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
 * The end of every answer, plain, streamed or previewed: the served text in tone (a reply that declines
 * because the knowledge holds no answer says the tenant's decline message, {@link DeclineMessage}; one
 * declined as out of scope keeps the guard's own words), or the refusal when the chain refused it in
 * {@code enforce} mode; then, for a real question, the turn and its record (the answer as generated and
 * as served, the generator, every verdict, why a reply declined) on disk before the reply goes out, and
 * the metrics.
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

    /** The reply to an answer, recorded and counted. */
    public Reply finish(Asked asked, Generation generated, ValidationReport report, ValidationMode mode) {
        return finish(asked, generated, report, mode, false);
    }

    /**
     * The reply to an answer, recorded and counted; {@code inTone} when the chain's answer is already in tone
     * (an enforced stream's, whose sentences were aligned as they were sent), so it is not aligned twice.
     */
    public Reply finish(Asked asked, Generation generated, ValidationReport report, ValidationMode mode,
                        boolean inTone) {
        Reply reply = settle(asked, generated, report, mode, inTone);
        String served = reply instanceof Answer answer ? answer.text() : null;
        AnswerStatus status = report == null ? AnswerStatus.UNVALIDATED : report.answerStatus();
        String declined = report == null ? null : report.declineLabel();
        keep(asked, served, new RecordDraft(asked.requestId(),
                "chat", asked.tenant(), asked.conversationId(), asked.question(), generated.text(), served, status,
                declined, report == null ? List.of() : report.reasons(), RecordedContext.of(asked.context()),
                asked.context().averageSimilarity(), asked.clock().latencies(),
                report == null ? List.of() : RecordedVerdicts.of(report),
                report == null ? List.of() : RecordedVerdicts.claims(report), generated.generator(),
                asked.keyName()));
        metrics.answered(asked.tenant(), status, declined, asked.keyName());
        return reply;
    }

    /** The reply to an answer, neither recorded nor counted (a preview's). */
    public Reply settle(Asked asked, Generation generated, ValidationReport report, ValidationMode mode) {
        return settle(asked, generated, report, mode, false);
    }

    Reply settle(Asked asked, Generation generated, ValidationReport report, ValidationMode mode,
                         boolean inTone) {
        boolean enforce = mode == ValidationMode.ENFORCE;
        if (enforce && report.refused()) {
            return new Refusal(asked.requestId(), report, asked.context());
        }
        String answer = enforce && report.declined() && report.declineReason() != DeclineReason.OUT_OF_SCOPE
                ? declines.of(asked.tenant())
                : enforce && inTone ? report.answer()
                : asked.clock().time("tone", () -> tone.align(asked.tenant(), enforce ? report.answer()
                        : generated.text()));
        return new Answer(answer, asked.context(), report, asked.conversationId(), asked.requestId(),
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
