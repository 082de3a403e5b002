package io.ragguard.chat.boundary;

import io.ragguard.api.InvalidRequestException;
import io.ragguard.chat.control.Grounding;
import io.ragguard.chat.control.StageClock;
import io.ragguard.chat.control.Verdicts;
import io.ragguard.concurrency.Offered;
import io.ragguard.conversation.boundary.ConversationHistory;
import io.ragguard.conversation.boundary.Conversations;
import io.ragguard.conversation.control.ConversationMemory;
import io.ragguard.conversation.control.RecalledHistory;
import io.ragguard.database.Database;
import io.ragguard.generation.boundary.Generation;
import io.ragguard.generation.boundary.Generator;
import io.ragguard.generation.boundary.Prompt;
import io.ragguard.identity.boundary.Identities;
import io.ragguard.monitoring.control.PipelineMetrics;
import io.ragguard.recording.boundary.RecordDraft;
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
import jakarta.ejb.EJBException;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeoutException;

/**
 * One question through the whole pipeline: recall the conversation (in parallel with the knowledge
 * search, which a follow-up question widens with the earlier ones), retrieve, inject identity,
 * generate, validate, align tone, record, respond. In {@code shadow} mode the chain runs and is
 * recorded but the answer goes out as generated; in {@code off} mode (or with validators disabled)
 * the chain does not run. No transaction spans the pipeline: the reads at the start and the record at
 * the end ({@link Turns}) each take a connection for their own short transaction, and the record is
 * committed before the answer goes out.
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
    Generator generator;
    @Inject
    ValidatorChain chain;
    @Inject
    Tone tone;
    @Inject
    Turns turns;
    @Inject
    Database database;
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
    @ConfigProperty(name = "conversation.memory.budget-ms", defaultValue = "1000")
    Provider<Integer> recallBudget;

    public ChatResponse ask(ChatRequest request) {
        String question = checked(request);
        StageClock clock = new StageClock(metrics);
        TenantView tenant = tenants.require(request.tenant());
        ConversationHistory history = conversations.history(request.conversationId(), tenant.id());
        String requestId = UUID.randomUUID().toString();

        Offered<RecalledHistory> recalled = Offered.to(executor, () -> memory.recall(history.messages(), question));
        String query = memory.retrievalQuery(question, history.messages());
        RetrievalResult context = clock.time("retrieval", () -> retrieval.search(tenant.id(), query));
        String system = Grounding.systemPrompt(identities.activePrompt(tenant.id()), context);
        Generation generated = clock.time("generation", () -> generator.generate(
                new Prompt(system, Grounding.sources(context), turns(recalled), question)));

        ValidationMode mode = chain.mode();
        ValidationReport report = mode == ValidationMode.OFF ? null : clock.time("validation",
                () -> chain.validate(new ValidationInput(question, generated.text(), Grounding.evidence(context),
                        tenant.id(), context.reliable(), context.averageSimilarity())));
        boolean enforce = mode == ValidationMode.ENFORCE;
        boolean refused = enforce && report.refused();
        String answer = refused ? null
                : clock.time("tone", () -> tone.align(enforce ? report.answer() : generated.text()));

        String status = report == null ? "unvalidated" : report.status();
        ValidationMetrics validation = report == null ? null : Verdicts.metrics(report);
        keep(history.id(), tenant.id(), question, answer, new RecordDraft(requestId, "chat", tenant.id(),
                history.id(), question, generated.text(), answer, status,
                report == null ? List.of() : report.reasons(), Grounding.recorded(context),
                context.averageSimilarity(), clock.latencies(),
                report == null ? List.of() : Verdicts.recorded(report),
                report == null ? List.of() : Verdicts.recordedClaims(report)));
        metrics.answered(status);
        if (refused) {
            throw new ValidationFailedException(report.reasons(), requestId, validation);
        }
        return new ChatResponse(answer, Grounding.contextUsed(context), validation, history.id(), requestId,
                Grounding.quality(context));
    }

    /**
     * Keeps the turn and its record, on disk before the answer goes out; once more if that did not commit,
     * which is safe because nothing of a transaction that did not commit is kept (two first turns of one
     * new conversation race to create it).
     */
    private void keep(String conversation, String tenant, String question, String answer, RecordDraft record) {
        try {
            turns.keep(conversation, tenant, question, answer, record);
        } catch (EJBException e) {
            LOG.log(Level.WARNING, "request {0} not recorded, trying once more: {1}", record.requestId(), e.toString());
            turns.keep(conversation, tenant, question, answer, record);
        }
        database.makeDurable();
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

    private String checked(ChatRequest request) {
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
        return request.message().strip();
    }
}
