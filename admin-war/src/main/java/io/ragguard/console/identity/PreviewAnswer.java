package io.ragguard.console.identity;

import io.ragguard.answering.boundary.Answer;
import io.ragguard.generation.boundary.Generation;
import io.ragguard.answering.boundary.Preview;
import io.ragguard.answering.boundary.Refusal;

import java.io.Serializable;
import java.util.List;

/**
 * What a preview under a draft identity gave: the answer as a user would get it (or that it was refused),
 * the answer as the model wrote it, the record's status and the chain's reasons, the generator, the
 * numbered sources and the system prompt.
 */
public record PreviewAnswer(String served, String generated, String status, List<String> reasons,
                            String generator, List<String> sources, String systemPrompt) implements Serializable {

    public PreviewAnswer {
        reasons = List.copyOf(reasons);
        sources = List.copyOf(sources);
    }

    /**
     * What to say when the answer's generator did not read the prompt: the built-in extractive generator answers
     * with the knowledge's own sentences, whatever the identity says; null when a model wrote the answer.
     */
    public String promptIgnored() {
        if (generator == null || !generator.startsWith("extractive")) {
            return null;
        }
        return Generation.fallbackCause(generator)
                .map(cause -> "The model did not answer (" + cause + "), so the built-in extractive generator did: "
                        + "it answers with the knowledge's own sentences and does not read the identity prompt.")
                .orElse("The configured generator is the built-in extractive one: it answers with the knowledge's "
                        + "own sentences and does not read the identity prompt, so this preview shows the sources "
                        + "and the checks, not the prompt's effect. Set a model on the Model page to see it.");
    }

    public static PreviewAnswer of(Preview preview) {
        List<String> sources = preview.prompt().sources().stream().map(s -> "[" + s.number() + "] " + s.title())
                .toList();
        String generated = preview.generated().text();
        if (preview.reply() instanceof Answer answer) {
            return new PreviewAnswer(answer.text(), generated, answer.status().label(),
                    answer.report() == null ? List.of() : answer.report().reasons(), preview.generated().generator(),
                    sources, preview.prompt().system());
        }
        Refusal refusal = (Refusal) preview.reply();
        return new PreviewAnswer("(refused: the answer did not pass validation)", generated,
                refusal.report().status(), refusal.reasons(), preview.generated().generator(), sources,
                preview.prompt().system());
    }
}
