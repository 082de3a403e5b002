package io.ragguard.answering.control;

import io.ragguard.answering.boundary.AnswerCheck;
import io.ragguard.answering.boundary.CheckedAnswer;
import io.ragguard.database.Database;
import io.ragguard.integration.boundary.KeyView;
import io.ragguard.monitoring.boundary.PipelineMetrics;
import io.ragguard.recording.boundary.RecordDraft;
import io.ragguard.recording.boundary.Recorder;
import io.ragguard.request.InvalidRequestException;
import io.ragguard.request.RequestRules;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorChain;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.validation.spi.ValidationInput;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * Validates an answer the caller brings: the same chain, record (endpoint {@code validate}) and
 * metrics as the chat pipeline, with the caller's contexts as the evidence. It runs whatever
 * {@code validation.mode} and {@code enable.validators} say, since validating is all it is asked to
 * do; with {@code validators} it runs exactly those, enabled or not. It neither refuses nor aligns
 * the tone: the verdict and the patched answer go back with 200. No transaction spans the chain: the
 * record is committed in one of its own before the verdict goes out.
 */
@ApplicationScoped
public class AnswerChecks {

    @Inject
    Tenants tenants;
    @Inject
    ValidatorChain chain;
    @Inject
    Recorder recorder;
    @Inject
    Database database;
    @Inject
    PipelineMetrics metrics;
    @Inject
    RequestRules requests;

    @Inject
    @ConfigProperty(name = "chat.message.max-chars", defaultValue = "4000")
    Provider<Integer> maxQuestionChars;
    @Inject
    @ConfigProperty(name = "validate.answer.max-chars", defaultValue = "20000")
    Provider<Integer> maxAnswerChars;
    @Inject
    @ConfigProperty(name = "validate.context.max-chars", defaultValue = "20000")
    Provider<Integer> maxContextChars;
    @Inject
    @ConfigProperty(name = "validate.contexts.max", defaultValue = "20")
    Provider<Integer> maxContexts;

    /**
     * Validates the caller's answer for a tenant the presented key (null: none) may use, and records it under
     * the key's name.
     */
    public CheckedAnswer check(AnswerCheck request) {
        requests.valid(request, "the request needs a JSON body with a question and an answer");
        String question = limited("question", request.question(), maxQuestionChars.get());
        String answer = limited("answer", request.answer(), maxAnswerChars.get());
        List<Evidence> evidence = ProvidedContexts.evidence(request.contexts(), maxContexts.get(),
                maxContextChars.get());
        Optional<Set<String>> only = selection(request.validators());
        TenantView tenant = tenants.require(request.tenant());
        KeyView key = request.key();
        KeyView.requireScope(key, tenant.id());
        String keyName = key == null ? null : key.name();
        StageClock clock = new StageClock(metrics);
        String requestId = UUID.randomUUID().toString();

        double similarity = ProvidedContexts.averageSimilarity(evidence);
        ValidationInput input = new ValidationInput(question, answer, evidence, tenant.id(), !evidence.isEmpty(),
                similarity);
        ValidationReport report = clock.time("validation",
                () -> only.map(names -> chain.validate(input, names)).orElseGet(() -> chain.validate(input)));

        recorder.record(new RecordDraft(requestId, "validate", tenant.id(), null, question, answer, report.answer(),
                report.answerStatus(), report.declineLabel(), report.reasons(), ProvidedContexts.recorded(evidence),
                similarity, clock.latencies(), RecordedVerdicts.of(report), RecordedVerdicts.claims(report), null,
                keyName));
        database.makeDurable();
        metrics.answered(tenant.id(), report.answerStatus(), report.declineLabel(), keyName);
        return new CheckedAnswer(requestId, report);
    }

    private static String limited(String field, String value, int limit) {
        if (value.length() > limit) {
            throw new InvalidRequestException(field, field + " is longer than " + limit + " characters");
        }
        return value.strip();
    }

    private Optional<Set<String>> selection(List<String> validators) {
        if (validators == null) {
            return Optional.empty();
        }
        Set<String> names = new LinkedHashSet<>(validators.stream().map(String::strip).toList());
        List<String> unknown = chain.unknown(names);
        if (!unknown.isEmpty()) {
            throw new InvalidRequestException("validators", "unknown validators: " + String.join(", ", unknown)
                    + " (known: " + String.join(", ", chain.names()) + ")");
        }
        return Optional.of(Set.copyOf(names));
    }
}
