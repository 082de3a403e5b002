package io.ragguard.answering.control;

import io.ragguard.generation.boundary.Prompt;

import io.ragguard.retrieval.boundary.ContextGrade;
import io.ragguard.retrieval.boundary.Passage;
import io.ragguard.retrieval.boundary.RetrievalResult;
import io.ragguard.tone.boundary.Tone;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;

import java.util.ArrayList;
import java.util.List;

/**
 * Writes the prompt of an answer from an identity and a retrieved context: the chat's for its tenant's
 * active identity, the console's preview for a draft one. Passage {@code i} (from 0) is source
 * {@code [i + 1]}.
 */
@Stateless
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class Prompts {

    @Inject
    Tone tone;

    /** The prompt under {@code identity}, with the tenant's tone guidance and a warning when the context is weak. */
    public Prompt write(String tenant, String identity, RetrievalResult context, List<Prompt.Turn> history,
                        String question) {
        return write(tenant, identity, null, context, history, question);
    }

    /** The prompt under {@code identity}, followed by the calling application's instructions (none when null). */
    public Prompt write(String tenant, String identity, String callerInstructions, RetrievalResult context,
                        List<Prompt.Turn> history, String question) {
        String system = Prompt.instructions(identity, context.quality() == ContextGrade.LOW, tone.guidance(tenant),
                callerInstructions);
        return new Prompt(system, sources(context), history, question);
    }

    /** The context's passages as the numbered sources a model cites. */
    public static List<Prompt.Source> sources(RetrievalResult context) {
        List<Prompt.Source> sources = new ArrayList<>();
        List<Passage> passages = context.passages();
        for (int i = 0; i < passages.size(); i++) {
            Passage passage = passages.get(i);
            sources.add(new Prompt.Source(i + 1, passage.title(), passage.text(), passage.sentenceVectors()));
        }
        return sources;
    }
}
