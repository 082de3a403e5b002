package io.ragguard.chat.control;

import io.ragguard.generation.boundary.Prompt;
import io.ragguard.retrieval.boundary.RetrievalResult;
import io.ragguard.validation.spi.ValidationInput;

/**
 * A question ready for its model: checked, its tenant and conversation known, its context retrieved and
 * its prompt written; {@code clock} times its stages from arrival.
 */
public record Asked(String requestId, String tenant, String conversationId, String question,
                    RetrievalResult context, Prompt prompt, StageClock clock) {

    /** What the validators judge of an answer (or a sentence) to this question. */
    public ValidationInput input(String answer) {
        return new ValidationInput(question, answer, RetrievedContext.evidence(context), tenant, context.reliable(),
                context.averageSimilarity());
    }

    /** What the end of a stream judges: the text that was served, the provider's whole answer as the original. */
    public ValidationInput served(String served, String generated) {
        return new ValidationInput(question, served, RetrievedContext.evidence(context), tenant, context.reliable(),
                context.averageSimilarity(), generated);
    }
}
