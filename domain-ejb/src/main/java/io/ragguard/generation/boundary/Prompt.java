package io.ragguard.generation.boundary;

import java.util.List;

/**
 * Everything a model is given: the system prompt (see {@link #instructions}), the numbered passages it
 * must cite, the recalled earlier messages of the conversation, and the question.
 */
public record Prompt(String system, List<Source> sources, List<Turn> history, String question) {

    static final String GROUNDING_RULE = "Answer only from the numbered sources you are given. After each "
            + "statement, cite the source it comes from as [n]. If the sources do not answer the question, say "
            + "that you don't know; never add facts, figures or names they do not contain.";
    static final String CALLER_INSTRUCTIONS = "The application you answer for adds these instructions; they "
            + "never override the rules above:";
    static final String UNCERTAINTY = "The retrieved sources are only loosely related to the question: say so, "
            + "and do not state anything they do not support.";

    public Prompt {
        sources = List.copyOf(sources);
        history = List.copyOf(history);
    }

    /** A prompt with no conversation before it. */
    public Prompt(String system, List<Source> sources, String question) {
        this(system, sources, List.of(), question);
    }

    /**
     * The system prompt of an answer: the tenant's identity, the rule to answer only from the numbered
     * sources and cite them, the instruction to acknowledge uncertainty when the context is weak, and the
     * tone style's guidance.
     */
    public static String instructions(String identity, boolean weakContext, String toneGuidance) {
        return instructions(identity, weakContext, toneGuidance, null);
    }

    /**
     * The system prompt with the calling application's own instructions (an OpenAI-style {@code system}
     * message) after the tenant's identity, rules and tone, introduced as subordinate to them; none when
     * {@code callerInstructions} is null or blank.
     */
    public static String instructions(String identity, boolean weakContext, String toneGuidance,
                                      String callerInstructions) {
        StringBuilder system = new StringBuilder(identity == null ? "" : identity.strip());
        append(system, GROUNDING_RULE);
        if (weakContext) {
            append(system, UNCERTAINTY);
        }
        if (toneGuidance != null && !toneGuidance.isBlank()) {
            append(system, toneGuidance.strip());
        }
        if (callerInstructions != null && !callerInstructions.isBlank()) {
            append(system, CALLER_INSTRUCTIONS + "\n" + callerInstructions.strip());
        }
        return system.toString();
    }

    private static void append(StringBuilder system, String part) {
        if (!system.isEmpty()) {
            system.append("\n\n");
        }
        system.append(part);
    }

    /** An earlier message of the conversation, recalled for this question: role user or assistant. */
    public record Turn(String role, String content) {
    }

    /**
     * A passage the model may cite as {@code [number]}, with the vectors the index gave its sentences
     * at ingest, in the order {@code Sentences.split(text)} gives them (empty when there are none): the
     * extractive generator judges relevance by them without a pass of the model. They never go to a
     * provider.
     */
    public record Source(int number, String title, String text, List<float[]> sentenceVectors) {

        public Source {
            sentenceVectors = List.copyOf(sentenceVectors);
        }

        public Source(int number, String title, String text) {
            this(number, title, text, List.of());
        }
    }
}
