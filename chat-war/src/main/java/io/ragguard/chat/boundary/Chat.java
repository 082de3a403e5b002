package io.ragguard.chat.boundary;

import io.ragguard.api.ErrorBody;
import io.ragguard.api.InvalidRequestException;
import io.ragguard.api.RequestTooLargeException;
import io.ragguard.api.KeyScope;
import io.ragguard.chat.control.Answers;
import io.ragguard.chat.control.Asked;
import io.ragguard.chat.control.RetrievedContext;
import io.ragguard.chat.control.SentenceGate;
import io.ragguard.chat.control.StageClock;
import io.ragguard.concurrency.Offered;
import io.ragguard.conversation.boundary.ChatMessage;
import io.ragguard.conversation.boundary.ConversationHistory;
import io.ragguard.conversation.boundary.Conversations;
import io.ragguard.conversation.control.ConversationMemory;
import io.ragguard.conversation.control.RecalledHistory;
import io.ragguard.generation.boundary.DeclineMessage;
import io.ragguard.generation.boundary.Generation;
import io.ragguard.generation.boundary.Generator;
import io.ragguard.generation.boundary.ModelUnavailableException;
import io.ragguard.generation.boundary.Prompt;
import io.ragguard.generation.boundary.Prompts;
import io.ragguard.identity.boundary.Identities;
import io.ragguard.monitoring.control.PipelineMetrics;
import io.ragguard.retrieval.boundary.Retrieval;
import io.ragguard.retrieval.boundary.RetrievalResult;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import io.ragguard.tone.boundary.Tone;
import io.ragguard.validation.chain.boundary.ValidationMode;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorChain;
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
import java.util.UUID;
import java.util.concurrent.TimeoutException;

/**
 * One question through the whole pipeline: recall the conversation (in parallel with the knowledge
 * search, which a follow-up question widens with the earlier ones), retrieve, write the prompt (identity,
 * rules, tone), generate, validate, align tone, record ({@link Answers}), respond. Streamed, each sentence
 * is validated as it completes and sent at once ({@link SentenceGate}); the checks of the whole answer run
 * at its end. In {@code shadow} mode the chain runs and is recorded but the answer goes out as generated;
 * in {@code off} mode (or with validators disabled) the chain does not run. No transaction spans the
 * pipeline.
 */
@Stateless
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class Chat {

    private static final System.Logger LOG = System.getLogger(Chat.class.getName());

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
    PipelineMetrics metrics;
    @Inject
    ConversationMemory memory;
    @Resource
    ManagedExecutorService executor;

    @Inject
    @ConfigProperty(name = "chat.message.max-chars", defaultValue = "4000")
    Provider<Integer> maxChars;

    @Inject
    @ConfigProperty(name = "chat.history.max-messages", defaultValue = "200")
    Provider<Integer> maxHistoryMessages;

    @Inject
    @ConfigProperty(name = "chat.history.max-chars", defaultValue = "50000")
    Provider<Integer> maxHistoryChars;

    @Inject
    @ConfigProperty(name = "conversation.memory.budget-ms", defaultValue = "1000")
    Provider<Integer> recallBudget;

    public ChatResponse ask(Question request) {
        Asked asked = open(request);
        Generation generated = asked.clock().time("generation", () -> generator.generate(asked.tenant(),
                asked.model(), asked.prompt()));
        ValidationMode mode = chain.mode();
        ValidationReport report = mode == ValidationMode.OFF ? null
                : asked.clock().time("validation", () -> chain.validate(asked.input(generated.text())));
        return answers.finish(asked, generated, report, mode);
    }

    /**
     * Checks the request, recalls the conversation, retrieves the context and writes the prompt: what can
     * still be refused with a plain JSON error before a stream begins.
     */
    public Asked open(Question request) {
        String question = checked(request);
        StageClock clock = new StageClock(metrics);
        TenantView tenant = tenants.require(request.tenant());
        KeyScope.require(request.key(), tenant.id());
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
     * Streams the answer to an opened question: its context, then pieces of validated text, then the whole
     * response, or the refusal or the error. A reply that declines after every sentence was removed sends
     * its decline as the last piece, so that a client that shows the pieces shows it too.
     */
    public void stream(Asked asked, AnswerSink events) {
        events.context(new StreamContext(RetrievedContext.contextUsed(asked.context()),
                RetrievedContext.quality(asked.context()), asked.requestId(), asked.conversationId()));
        ValidationMode mode = chain.mode();
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
                case SHADOW -> asked.clock().time("validation", () -> chain.validate(asked.input(generated.text())));
                case ENFORCE -> asked.clock().time("validation", () -> chain.completeStream(gate.reports(),
                        asked.served(gate.served(), generated.text())));
            };
            ChatResponse response = answers.finish(asked, generated, report, mode);
            if (report != null && report.declined() && gate.served().isBlank() && response.response() != null) {
                events.delta(response.response());
            }
            events.done(response);
        } catch (ValidationFailedException refused) {
            events.refused(new ErrorBody("validation_failed", "the answer did not pass validation",
                    null, refused.reasons(), refused.requestId(), refused.metrics()));
        } catch (ModelUnavailableException e) {
            metrics.answered(asked.tenant(), "model_unavailable");
            events.failed(ErrorBody.of("model_unavailable", e.getMessage()));
        } catch (UncheckedIOException gone) {
            LOG.log(Level.INFO, "request {0}: the client closed the stream", asked.requestId());
        } catch (RuntimeException e) {
            LOG.log(Level.ERROR, "request " + asked.requestId() + " failed while streaming", e);
            events.failed(ErrorBody.of("internal_error", "the server could not complete the answer"));
        }
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

    private String checked(Question request) {
        if (request == null) {
            throw new InvalidRequestException(null, "the request needs a JSON body with a message");
        }
        if (request.message() == null || request.message().isBlank()) {
            throw new InvalidRequestException("message", "message is missing or empty");
        }
        int limit = maxChars.get();
        if (request.message().length() > limit) {
            throw new InvalidRequestException("message", "message is longer than " + limit + " characters");
        }
        checkSize(request);
        return request.message().strip();
    }

    /**
     * The conversation a caller sends (OpenAI's messages) holds at most {@code chat.history.max-messages}
     * messages and, with the caller's instructions, {@code chat.history.max-chars} characters: a request
     * of megabytes would hold an answer slot for seconds.
     */
    private void checkSize(Question request) {
        List<ChatMessage> history = request.history() == null ? List.of() : request.history();
        int messages = maxHistoryMessages.get();
        if (history.size() > messages) {
            throw new RequestTooLargeException("messages", "the conversation holds " + history.size()
                    + " messages; at most " + messages + " are taken (chat.history.max-messages)");
        }
        long characters = (request.instructions() == null ? 0 : request.instructions().length())
                + history.stream().mapToLong(m -> m.content() == null ? 0 : m.content().length()).sum();
        int limit = maxHistoryChars.get();
        if (characters > limit) {
            throw new RequestTooLargeException("messages", "the conversation and instructions hold " + characters
                    + " characters; at most " + limit + " are taken (chat.history.max-chars)");
        }
    }
}
