package io.ragguard.generation.boundary;

import java.util.List;

/**
 * Everything a model is given: the system prompt (the tenant's identity, plus an instruction to
 * acknowledge uncertainty when the context is weak), the numbered passages it must cite, the
 * recalled earlier messages of the conversation, and the question.
 */
public record Prompt(String system, List<Source> sources, List<Turn> history, String question) {

    public Prompt {
        sources = List.copyOf(sources);
        history = List.copyOf(history);
    }

    /** A prompt with no conversation before it. */
    public Prompt(String system, List<Source> sources, String question) {
        this(system, sources, List.of(), question);
    }

    /** An earlier message of the conversation, recalled for this question: role user or assistant. */
    public record Turn(String role, String content) {
    }

    /** A passage the model may cite as {@code [number]}. */
    public record Source(int number, String title, String text) {
    }
}
