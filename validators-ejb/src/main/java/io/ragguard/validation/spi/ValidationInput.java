package io.ragguard.validation.spi;

import io.ragguard.text.Citations;
import io.ragguard.text.Sentences;

import java.util.List;

/**
 * What a validator checks: the question, the (possibly already patched) answer and the evidence.
 * {@code reliableContext} is false when retrieval kept nothing above its similarity threshold.
 */
public record ValidationInput(String question, String answer, List<Evidence> evidence, String tenant,
                              boolean reliableContext, double averageSimilarity) {

    public ValidationInput {
        evidence = List.copyOf(evidence);
    }

    public ValidationInput withAnswer(String patchedAnswer) {
        return new ValidationInput(question, patchedAnswer, evidence, tenant, reliableContext, averageSimilarity);
    }

    /** The answer, or the empty string when there is none. */
    public String answerOrEmpty() {
        return answer == null ? "" : answer;
    }

    /** The answer's sentences without citation markers: the claims faithfulness scores. */
    public List<String> answerSentences() {
        return Sentences.split(Citations.strip(answerOrEmpty()));
    }

    public boolean hasEvidence() {
        return reliableContext && !evidence.isEmpty();
    }
}
