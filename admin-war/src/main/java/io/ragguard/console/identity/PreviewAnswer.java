package io.ragguard.console.identity;

import java.io.Serializable;
import java.util.List;

/**
 * What a preview under a draft identity gave: the answer as a user would get it, the answer as the model
 * wrote it, the chain's status and reasons, the generator, the numbered sources and the system prompt.
 */
public record PreviewAnswer(String served, String generated, String status, List<String> reasons,
                            String generator, List<String> sources, String systemPrompt) implements Serializable {

    public PreviewAnswer {
        reasons = List.copyOf(reasons);
        sources = List.copyOf(sources);
    }
}
