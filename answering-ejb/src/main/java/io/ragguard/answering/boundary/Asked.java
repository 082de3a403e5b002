package io.ragguard.answering.boundary;

import io.ragguard.answering.control.StageClock;

import io.ragguard.generation.boundary.Prompt;
import io.ragguard.retrieval.boundary.RetrievalResult;
import io.ragguard.validation.chain.boundary.RetrievedEvidence;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.validation.spi.ValidationInput;

import java.util.List;

/**
 * A question ready for its model: checked, its tenant and conversation known, its context retrieved (and
 * turned once into the evidence every sentence of a stream is judged against) and its prompt written;
 * {@code clock} times its stages from arrival; {@code model} is the model the caller asked for (null: the
 * tenant's), {@code keyName} and {@code keyId} the integration key it presented (null: none), the key a
 * conversation it begins is bound to.
 */
public record Asked(String requestId, String tenant, String conversationId, String question, String subject,
                    RetrievalResult context, List<Evidence> evidence, Prompt prompt, StageClock clock, String model,
                    String keyName, Long keyId) {

    public Asked {
        evidence = List.copyOf(evidence);
    }

    /**
     * A question whose evidence is its context's passages, numbered as the prompt numbers them;
     * {@code subject} is the question as the validators judge answers to it: a follow-up ("And how long
     * does it take?") with the questions before it that set its subject, any other question as it is.
     */
    public Asked(String requestId, String tenant, String conversationId, String question, String subject,
                 RetrievalResult context, Prompt prompt, StageClock clock, String model, String keyName, Long keyId) {
        this(requestId, tenant, conversationId, question, subject, context, RetrievedEvidence.of(context), prompt,
                clock, model, keyName, keyId);
    }

    /** What the validators judge of an answer (or a sentence) to this question. */
    public ValidationInput input(String answer) {
        return new ValidationInput(subject, answer, evidence, tenant, context.reliable(),
                context.averageSimilarity());
    }

    /** What the end of a stream judges: the text that was served, the provider's whole answer as the original. */
    public ValidationInput served(String served, String generated) {
        return new ValidationInput(subject, served, evidence, tenant, context.reliable(),
                context.averageSimilarity(), generated);
    }
}
