package io.ragguard.generation.boundary;

import java.util.List;

/**
 * Everything a model is given: the system prompt (the tenant's identity, plus an instruction to
 * acknowledge uncertainty when the context is weak), the numbered passages it must cite, and the
 * question.
 */
public record Prompt(String system, List<Source> sources, String question) {

    public Prompt {
        sources = List.copyOf(sources);
    }

    /** A passage the model may cite as {@code [number]}. */
    public record Source(int number, String title, String text) {
    }
}
