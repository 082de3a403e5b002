package io.ragguard.validation.spi;

import io.ragguard.text.DontKnow;
import io.ragguard.text.Normalized;
import io.ragguard.validation.text.AnswerSentences;

import java.util.List;

/**
 * What a validator checks: the question, the (possibly already patched) answer and the evidence.
 * {@code reliableContext} is false when retrieval kept nothing above its similarity threshold.
 * {@code original} is the answer as it reached the chain, before any patch. {@code sentence} is true
 * for one sentence of a streamed answer, judged before it is sent (a sentence that fails is left out
 * of the stream). {@code declined} is set once a patch has replaced the answer with a reply that does
 * not answer, and says why.
 */
public record ValidationInput(String question, String answer, List<Evidence> evidence, String tenant,
                              boolean reliableContext, double averageSimilarity, String original, boolean sentence,
                              DeclineReason declined) {

    public ValidationInput {
        evidence = List.copyOf(evidence);
    }

    /** The input of a chain whose answer arrived as {@code original}. */
    public ValidationInput(String question, String answer, List<Evidence> evidence, String tenant,
                           boolean reliableContext, double averageSimilarity, String original) {
        this(question, answer, evidence, tenant, reliableContext, averageSimilarity, original, false, null);
    }

    /** The input of a chain: nothing patched yet. */
    public ValidationInput(String question, String answer, List<Evidence> evidence, String tenant,
                           boolean reliableContext, double averageSimilarity) {
        this(question, answer, evidence, tenant, reliableContext, averageSimilarity, answer);
    }

    /** The same input with the answer a patch wrote; the original stays. */
    public ValidationInput withAnswer(String patchedAnswer) {
        return new ValidationInput(question, patchedAnswer, evidence, tenant, reliableContext, averageSimilarity,
                original, sentence, declined);
    }

    /** The same input whose answer a patch replaced with a reply that does not answer, for this reason. */
    public ValidationInput withDecline(String reply, DeclineReason reason) {
        return new ValidationInput(question, reply, evidence, tenant, reliableContext, averageSimilarity, original,
                sentence, reason);
    }

    /** The same input as one sentence of a streamed answer. */
    public ValidationInput asSentence() {
        return new ValidationInput(question, answer, evidence, tenant, reliableContext, averageSimilarity, original,
                true, declined);
    }

    /**
     * The same input read as a person reads it ({@link Normalized}): the question, the answer and the
     * evidence in NFKC, without invisible characters, with letters posing as Latin ones or as digits read
     * as those; this input itself when nothing changes.
     */
    public ValidationInput normalized() {
        String q = Normalized.of(question);
        String a = Normalized.of(answer);
        List<Evidence> e = evidence.stream().map(ValidationInput::normalized).toList();
        boolean same = q == question && a == answer && java.util.stream.IntStream.range(0, e.size())
                .allMatch(i -> e.get(i) == evidence.get(i));
        return same ? this : new ValidationInput(q, a, e, tenant, reliableContext, averageSimilarity, original,
                sentence, declined);
    }

    private static Evidence normalized(Evidence e) {
        String title = Normalized.of(e.title());
        String text = Normalized.of(e.text());
        return title == e.title() && text == e.text() ? e
                : new Evidence(e.number(), e.id(), title, text, e.score(), e.sentenceVectors());
    }

    /** The answer, or the empty string when there is none. */
    public String answerOrEmpty() {
        return answer == null ? "" : answer;
    }

    /** The answer read sentence by sentence, each with its role ({@link AnswerSentences}). */
    public List<AnswerSentences.Sentence> sentences() {
        return AnswerSentences.of(answerOrEmpty());
    }

    /**
     * The claims of the answer, as the grounding checks judge them: its sentences that state something
     * the sources must support, each without its citation markers, bullet, lead-in ("Based on the
     * passages, ...") or HTML remnants; greetings, sign-offs, questions, lists' introductions and
     * declines are no claims ({@link AnswerSentences}).
     */
    public List<String> answerSentences() {
        return sentences().stream().filter(AnswerSentences.Sentence::isClaim).map(AnswerSentences.Sentence::claim)
                .toList();
    }

    /**
     * Whether the answer does not answer: a patch declined it, it only says that it does not know
     * ({@link DontKnow}), or it has no claim and says that its sources do not answer.
     */
    public boolean declines() {
        return declined != null || DontKnow.declines(answer) || AnswerSentences.declines(sentences());
    }

    public boolean hasEvidence() {
        return reliableContext && !evidence.isEmpty();
    }
}
