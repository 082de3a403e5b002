package io.ragguard.console.identity;

import io.ragguard.answering.boundary.Answer;
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
