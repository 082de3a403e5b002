package io.ragguard.answering.boundary;

import io.ragguard.answering.control.AnswerChecks;
import io.ragguard.answering.control.Answers;
import io.ragguard.answering.control.QuestionRules;
import io.ragguard.answering.control.SentenceGate;
import io.ragguard.answering.control.StageClock;
import io.ragguard.concurrency.Offered;
import io.ragguard.conversation.boundary.ConversationHistory;
import io.ragguard.conversation.boundary.Conversations;
import io.ragguard.conversation.boundary.ConversationMemory;
import io.ragguard.conversation.boundary.RecalledHistory;
import io.ragguard.generation.boundary.DeclineMessage;
import io.ragguard.generation.boundary.Generation;
import io.ragguard.generation.boundary.Generator;
import io.ragguard.generation.boundary.ModelUnavailableException;
import io.ragguard.generation.boundary.Prompt;
import io.ragguard.answering.control.Prompts;
import io.ragguard.identity.boundary.Identities;
import io.ragguard.integration.boundary.KeyView;
import io.ragguard.monitoring.boundary.PipelineMetrics;
import io.ragguard.retrieval.boundary.Retrieval;
import io.ragguard.retrieval.boundary.RetrievalResult;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import io.ragguard.tone.boundary.Tone;
import io.ragguard.validation.chain.boundary.ValidationMode;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorChain;
import io.ragguard.validation.spi.ValidationInput;
import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.UncheckedIOException;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;

/**
 * The answering pipeline, the one way every door answers: one question through recall of the conversation
 * (in parallel with the knowledge search, which a follow-up question widens with the earlier ones),
 * retrieval, the prompt (identity, rules, tone), generation, validation, tone, the record
 * ({@link Answers}) and the reply. Streamed, each sentence is validated as it completes and sent at once
 * ({@link SentenceGate}); the checks of the whole answer run at its end. In {@code observe} mode the chain
 * runs and is recorded but the answer goes out as generated; in {@code off} mode (or with validators
 * disabled) the chain does not run. Besides answering it validates an answer a caller brings
 * ({@link #check}) and previews an answer under a draft identity prompt ({@link #preview}). No transaction
 * spans the pipeline.
 */
@Stateless
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class Answering {

    private static final System.Logger LOG = System.getLogger(Answering.class.getName());

    @Inject
    Tenants tenants;
    @Inject
    Conversations conversations;
    @Inject
    Retrieval retrieval;
    @Inject
    Identities identities;
    @Inject
    Prompts prompts;
    @Inject
    Generator generator;
    @Inject
    DeclineMessage declines;
    @Inject
    ValidatorChain chain;
    @Inject
    Tone tone;
    @Inject
    Answers answers;
    @Inject
    AnswerChecks checks;
    @Inject
    QuestionRules rules;
    @Inject
    PipelineMetrics metrics;
    @Inject
    ConversationMemory memory;
    @Resource
    ManagedExecutorService executor;

    @Inject
    @ConfigProperty(name = "conversation.memory.budget-ms", defaultValue = "1000")
    Provider<Integer> recallBudget;

    /** Answers a question, or refuses the answer; either is recorded before it is returned. */
    public Reply ask(Question request) {
        Asked asked = open(request);
        Generation generated = asked.clock().time("generation", () -> generator.generate(asked.tenant(),
                asked.model(), asked.prompt()));
        ValidationMode mode = chain.mode(asked.tenant());
        ValidationReport report = mode == ValidationMode.OFF ? null
                : asked.clock().time("validation", () -> chain.validate(asked.input(generated.text())));
        return answers.finish(asked, generated, report, mode);
    }

    /**
     * Checks the request, recalls the conversation, retrieves the context and writes the prompt: what can
     * still be refused with a plain JSON error before a stream begins.
     */
    public Asked open(Question request) {
        String question = rules.checked(request);
        StageClock clock = new StageClock(metrics);
        TenantView tenant = tenants.require(request.tenant());
        KeyView.requireScope(request.key(), tenant.id());
        generator.requireAllowed(tenant.id(), request.model());
        ConversationHistory history = request.history() == null
                ? conversations.history(request.conversationId(), tenant.id(), request.keyId())
                : new ConversationHistory(UUID.randomUUID().toString(), request.history());
        Offered<RecalledHistory> recalled = Offered.to(executor, () -> memory.recall(history.messages(), question));
        String query = memory.retrievalQuery(question, history.messages());
        RetrievalResult context = clock.time("retrieval", () -> retrieval.search(tenant.id(), query));
        Prompt prompt = prompts.write(tenant.id(), identities.activePrompt(tenant.id()), request.instructions(),
                context, turns(recalled), question);
        return new Asked(UUID.randomUUID().toString(), tenant.id(), history.id(), question, query, context, prompt, clock,
                request.model(), request.keyName(), request.keyId());
    }

    /**
     * Streams the answer to an opened question: the opened question, then pieces of validated text, then the
     * answer, or the refusal or the failure. A reply that declines after every sentence was removed sends
     * its decline as the last piece, so that a client that shows the pieces shows it too.
     */
    public void stream(Asked asked, AnswerSink events) {
        events.opened(asked);
        ValidationMode mode = chain.mode(asked.tenant());
        SentenceGate gate = new SentenceGate(mode == ValidationMode.ENFORCE
                ? sentence -> chain.validateSentence(asked.input(sentence)) : null,
                asked.prompt().sources().size(), tone.aligner(asked.tenant()),
                events::delta);
        try {
            long start = System.nanoTime();
            String decline = declines.of(asked.tenant());
            Generation generated = generator.stream(asked.tenant(), asked.model(), asked.prompt(),
                    piece -> {
                        if (piece.equals(decline)) {
                            gate.acceptDecline(piece);
                        } else {
                            gate.accept(piece);
                        }
                    });
            gate.finish();
            asked.clock().record("generation", System.nanoTime() - start - gate.judgingNanos());
            asked.clock().record("validation", gate.judgingNanos());
            ValidationReport report = switch (mode) {
                case OFF -> null;
                case OBSERVE -> asked.clock().time("validation", () -> chain.validate(asked.input(generated.text())));
                case ENFORCE -> asked.clock().time("validation", () -> chain.completeStream(gate.reports(),
                        asked.served(gate.served(), generated.text())));
            };
            Reply reply = answers.finish(asked, generated, report, mode, mode == ValidationMode.ENFORCE);
            if (reply instanceof Answer answer) {
                if (report != null && report.declined() && gate.served().isBlank() && answer.text() != null) {
                    events.delta(answer.text());
                }
                events.answered(answer);
            } else {
                events.refused((Refusal) reply);
            }
        } catch (ModelUnavailableException e) {
            metrics.modelUnavailable(asked.tenant());
            events.failed(new Failure(Failure.Kind.MODEL_UNAVAILABLE, e.getMessage()));
        } catch (UncheckedIOException gone) {
            LOG.log(Level.INFO, "request {0}: the client closed the stream", asked.requestId());
        } catch (RuntimeException e) {
            LOG.log(Level.ERROR, "request " + asked.requestId() + " failed while streaming", e);
            events.failed(new Failure(Failure.Kind.INTERNAL_ERROR, "the server could not complete the answer"));
        }
    }

    /**
     * Validates an answer the caller brings, with the caller's contexts as the evidence, and records the
     * verdict (endpoint {@code validate}); see {@link AnswerChecks}.
     */
    public CheckedAnswer check(AnswerCheck request) {
        return checks.check(request);
    }

    /**
     * Answers a question under a draft identity prompt as the chat would answer it (the tenant's knowledge,
     * the draft as the system prompt, the configured generator, the chain in its mode, the tenant's tone),
     * with nothing recorded, published or remembered, and no conversation.
     */
    public Preview preview(String tenant, String draft, String question) {
        return unrecorded(tenant, draft, question, chain.mode(tenant), chain::validate);
    }

    /**
     * Answers a question as the chat would answer it (the tenant's knowledge and active identity, the
     * configured generator, the tenant's tone) with {@code changed} settings over the live ones for the chain,
     * its validators on {@code executor}, with nothing recorded, remembered or counted, and no conversation: a
     * chat row of a batch evaluation.
     */
    public Reply trial(String tenant, String question, Map<String, String> changed, Executor executor) {
        return unrecorded(tenant, identities.activePrompt(tenant), question, chain.mode(tenant, changed),
                input -> chain.validateWith(input, changed, executor)).reply();
    }

    private Preview unrecorded(String tenant, String identity, String question, ValidationMode mode,
                               Function<ValidationInput, ValidationReport> judge) {
        RetrievalResult context = retrieval.search(tenant, question);
        Prompt prompt = prompts.write(tenant, identity, context, List.of(), question);
        Asked asked = new Asked(UUID.randomUUID().toString(), tenant, null, question, question, context, prompt,
                StageClock.unpublished(), null, null, null);
        Generation generated = generator.generate(tenant, prompt);
        ValidationReport report = mode == ValidationMode.OFF ? null : judge.apply(asked.input(generated.text()));
        return new Preview(answers.settle(asked, generated, report, mode), generated, prompt);
    }

    /** The recalled messages as prompt turns; none when the recall failed or ran past its budget. */
    private List<Prompt.Turn> turns(Offered<RecalledHistory> recalled) {
        try {
            return recalled.join(Duration.ofMillis(recallBudget.get())).messages().stream()
                    .map(m -> new Prompt.Turn(m.role(), m.content())).toList();
        } catch (TimeoutException | RuntimeException e) {
            LOG.log(Level.WARNING, "conversation not recalled: {0}", e.toString());
            return List.of();
        }
    }
}
