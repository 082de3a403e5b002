package io.ragguard.chat.boundary;

import io.ragguard.api.InvalidRequestException;
import io.ragguard.chat.control.Grounding;
import io.ragguard.chat.control.StageClock;
import io.ragguard.chat.control.Verdicts;
import io.ragguard.conversation.boundary.ChatMessage;
import io.ragguard.conversation.boundary.Conversations;
import io.ragguard.conversation.control.ConversationMemory;
import io.ragguard.conversation.control.RecalledHistory;
import io.ragguard.generation.boundary.Generation;
import io.ragguard.generation.boundary.Generator;
import io.ragguard.generation.boundary.Prompt;
import io.ragguard.identity.boundary.Identities;
import io.ragguard.monitoring.control.PipelineMetrics;
import io.ragguard.recording.boundary.RecordDraft;
import io.ragguard.recording.boundary.Recorder;
import io.ragguard.retrieval.boundary.Retrieval;
import io.ragguard.retrieval.boundary.RetrievalResult;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import io.ragguard.tone.boundary.Tone;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorChain;
import io.ragguard.validation.spi.ValidationInput;
import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

/**
 * One question through the whole pipeline: recall the conversation (in parallel with the knowledge
 * search, which a follow-up question widens with the earlier ones), retrieve, inject identity,
 * generate, validate, align tone, record, respond. In {@code shadow} mode the chain runs and is recorded but the answer goes
 * out as generated; in {@code off} mode (or with validators disabled) the chain does not run.
 */
@Stateless
public class Chat {

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
    Recorder recorder;
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
    @ConfigProperty(name = "validation.mode", defaultValue = "enforce")
    Provider<String> mode;

    public ChatResponse ask(ChatRequest request) {
        String question = checked(request);
        StageClock clock = new StageClock(metrics);
        TenantView tenant = tenants.require(request.tenant());
        String conversation = conversations.open(request.conversationId(), tenant.id());
        String requestId = UUID.randomUUID().toString();

        List<ChatMessage> history = conversations.messages(conversation);
        CompletableFuture<RecalledHistory> recalled = CompletableFuture.supplyAsync(
                () -> memory.recall(history, question), executor);
        String query = memory.retrievalQuery(question, history);
        RetrievalResult context = clock.time("retrieval", () -> retrieval.search(tenant.id(), query));
        String system = Grounding.systemPrompt(identities.activePrompt(tenant.id()), context);
        List<Prompt.Turn> turns = recalled.join().messages().stream()
                .map(m -> new Prompt.Turn(m.role(), m.content())).toList();
        Generation generated = clock.time("generation",
                () -> generator.generate(new Prompt(system, Grounding.sources(context), turns, question)));

        String validationMode = chain.enabled() ? mode.get() : "off";
        ValidationReport report = "off".equals(validationMode) ? null : clock.time("validation",
                () -> chain.validate(new ValidationInput(question, generated.text(), Grounding.evidence(context),
                        tenant.id(), context.reliable(), context.averageSimilarity())));
        boolean enforce = report != null && "enforce".equals(validationMode);
        boolean refused = enforce && !report.passed();
        String answer = refused ? null
                : clock.time("tone", () -> tone.align(enforce ? report.answer() : generated.text()));

        conversations.append(conversation, "user", question);
        if (answer != null) {
            conversations.append(conversation, "assistant", answer);
        }
        String status = report == null ? "unvalidated" : report.status();
        ValidationMetrics validation = report == null ? null : Verdicts.metrics(report);
        recorder.record(new RecordDraft(requestId, "chat", tenant.id(), conversation, question, generated.text(),
                answer, status, report == null ? List.of() : report.reasons(), Grounding.recorded(context),
                context.averageSimilarity(), clock.latencies(),
                report == null ? List.of() : Verdicts.recorded(report),
                report == null ? List.of() : Verdicts.recordedClaims(report)));
        metrics.answered(status);
        if (refused) {
            throw new ValidationFailedException(report.reasons(), requestId, validation);
        }
        return new ChatResponse(answer, Grounding.contextUsed(context), validation, conversation, requestId,
                Grounding.quality(context));
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
