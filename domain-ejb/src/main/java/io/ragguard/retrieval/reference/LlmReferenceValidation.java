package io.ragguard.retrieval.reference;

import io.ragguard.generation.boundary.Generation;
import io.ragguard.generation.boundary.LlmClient;
import io.ragguard.generation.boundary.Prompt;
import io.ragguard.retrieval.boundary.Passage;
import jakarta.json.Json;
import jakarta.json.JsonException;
import jakarta.json.stream.JsonParser;
import jakarta.json.stream.JsonParser.Event;

import java.io.StringReader;
import java.lang.System.Logger.Level;
import java.util.List;
import java.util.Optional;

/**
 * Asks a language model about each passage, one call per passage: the system prompt tells it to
 * answer with nothing but {@code {"decision": "accept"}}, {@code "reject"} or {@code "unsure"}, the
 * passage is the prompt's only source. The reply is parsed strictly with JSON-P: exactly one object
 * with exactly one member {@code decision} whose value is one of the three labels in lower case,
 * and nothing after it. Anything else (prose, Markdown fences, other members, other values) and a
 * call that fails count as unsure, which rejects the passage.
 * <p>
 * {@link Prompt} carries no temperature: the client chosen for this (by
 * {@code embedding.validation.model}) must itself generate at temperature 0 so that the same
 * passage gets the same decision.
 */
public final class LlmReferenceValidation implements ReferenceValidator {

    private static final System.Logger LOG = System.getLogger(LlmReferenceValidation.class.getName());

    static final String INSTRUCTIONS = """
            You check whether a reference passage is a fit source for answering a question.
            Reply with exactly one JSON object and nothing else, no Markdown, no explanation:
            {"decision": "accept"} if the passage contains information that answers the question or \
            directly supports an answer;
            {"decision": "reject"} if the passage is off topic or does not help to answer the question;
            {"decision": "unsure"} if you cannot tell.""";

    private final LlmClient client;

    public LlmReferenceValidation(LlmClient client) {
        this.client = client;
    }

    @Override
    public List<JudgedPassage> judge(String question, List<Passage> passages) {
        return passages.stream().map(passage -> judge(question, passage)).toList();
    }

    private JudgedPassage judge(String question, Passage passage) {
        Generation reply;
        try {
            reply = client.generate(new Prompt(INSTRUCTIONS,
                    List.of(new Prompt.Source(1, passage.title(), passage.text())), question));
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "reference validation by " + client.provider() + " failed", e);
            return new JudgedPassage(passage, PassageDecision.UNSURE, client.provider() + " failed: " + e.getMessage());
        }
        String text = reply == null ? null : reply.text();
        return decision(text)
                .map(decision -> new JudgedPassage(passage, decision, client.provider() + " decided " + text.strip()))
                .orElseGet(() -> new JudgedPassage(passage, PassageDecision.UNSURE,
                        client.provider() + " replied with no valid decision"));
    }

    /** The decision of a reply that is exactly {@code {"decision": "<label>"}}, or empty. */
    static Optional<PassageDecision> decision(String reply) {
        if (reply == null || reply.isBlank()) {
            return Optional.empty();
        }
        try (JsonParser parser = Json.createParser(new StringReader(reply))) {
            if (next(parser) != Event.START_OBJECT
                    || next(parser) != Event.KEY_NAME || !"decision".equals(parser.getString())
                    || next(parser) != Event.VALUE_STRING) {
                return Optional.empty();
            }
            Optional<PassageDecision> decision = PassageDecision.ofLabel(parser.getString());
            if (next(parser) != Event.END_OBJECT || parser.hasNext()) {
                return Optional.empty();
            }
            return decision;
        } catch (JsonException | IllegalStateException e) {
            return Optional.empty();
        }
    }

    private static Event next(JsonParser parser) {
        return parser.hasNext() ? parser.next() : null;
    }
}
