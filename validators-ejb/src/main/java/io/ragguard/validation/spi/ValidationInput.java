package io.ragguard.validation.spi;

import io.ragguard.text.Citations;
import io.ragguard.text.DontKnow;
import io.ragguard.text.Markup;
import io.ragguard.text.Sentences;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What a validator checks: the question, the (possibly already patched) answer and the evidence.
 * {@code reliableContext} is false when retrieval kept nothing above its similarity threshold.
 * {@code original} is the answer as it reached the chain, before any patch.
 */
public record ValidationInput(String question, String answer, List<Evidence> evidence, String tenant,
                              boolean reliableContext, double averageSimilarity, String original) {

    public ValidationInput {
        evidence = List.copyOf(evidence);
    }

    /** The input of a chain: nothing patched yet. */
    public ValidationInput(String question, String answer, List<Evidence> evidence, String tenant,
                           boolean reliableContext, double averageSimilarity) {
        this(question, answer, evidence, tenant, reliableContext, averageSimilarity, answer);
    }

    /** The same input with the answer a patch wrote; the original stays. */
    public ValidationInput withAnswer(String patchedAnswer) {
        return new ValidationInput(question, patchedAnswer, evidence, tenant, reliableContext, averageSimilarity,
                original);
    }

    /** The answer, or the empty string when there is none. */
    public String answerOrEmpty() {
        return answer == null ? "" : answer;
    }

    /**
     * The answer's sentences without citation markers, a closing reference list or HTML remnants
     * ({@link Markup}), the evidence read the same way: the claims faithfulness and claims score. A
     * line that introduces a list ("The plan covers:") is not a claim; its items are, without their
     * bullets or numbers.
     */
    public List<String> answerSentences() {
        List<String> sentences = new ArrayList<>();
        for (String sentence : Sentences.split(Citations.prose(Markup.plain(answerOrEmpty())))) {
            String item = LIST_MARKER.matcher(sentence).replaceFirst("");
            sentences.add(item.isBlank() ? sentence : item);
        }
        if (sentences.size() > 1) {
            sentences.removeIf(sentence -> sentence.strip().endsWith(":"));
        }
        return sentences;
    }

    /** The marker of a list item, a bullet or an item number ("2."), which states nothing. */
    private static final Pattern LIST_MARKER = Pattern.compile("^\\s*(?:[-*\u2022+]|\\d{1,2}[.)])\\s+");

    /** Whether the answer only says that it does not know ({@link DontKnow}): nothing to ground or cite. */
    public boolean declines() {
        return DontKnow.declines(answer);
    }

    public boolean hasEvidence() {
        return reliableContext && !evidence.isEmpty();
    }
}
