package io.ragguard.generation.control;

import io.ragguard.generation.boundary.ModelSettings;
import io.ragguard.generation.boundary.Prompt;
import io.ragguard.generation.provider.ProviderCall;
import io.ragguard.generation.provider.ProviderCall.Message;
import io.ragguard.text.Sentences;

import java.util.ArrayList;
import java.util.List;

/**
 * A prompt as a provider call: the system message, the recalled turns as messages, then one user
 * message with the numbered sources and the question. The whole fits {@code llm.context-tokens}
 * (counted as four characters a token, a cautious rule for English): the oldest turns go first, then
 * passages from the last, and the last passage that fits in part is cut after a whole sentence.
 */
public final class ProviderMessages {

    /** Tokens kept free for the message framing and the provider's own template. */
    static final int FRAMING_TOKENS = 64;
    /** A passage cut shorter than this is left out. */
    static final int SHORTEST_CUT_TOKENS = 32;

    private ProviderMessages() {
    }

    public static ProviderCall call(ModelSettings settings, Prompt prompt) {
        int budget = settings.contextTokens() - FRAMING_TOKENS - tokens(prompt.system()) - tokens(prompt.question());
        List<Prompt.Turn> turns = new ArrayList<>(prompt.history());
        while (!turns.isEmpty() && turns.stream().mapToInt(t -> tokens(t.content())).sum() > budget / 2) {
            turns.remove(0);
        }
        budget -= turns.stream().mapToInt(t -> tokens(t.content())).sum();
        List<Message> messages = new ArrayList<>();
        for (Prompt.Turn turn : turns) {
            messages.add(new Message(Message.ASSISTANT.equals(turn.role()) ? Message.ASSISTANT : Message.USER,
                    turn.content()));
        }
        messages.add(new Message(Message.USER, userMessage(prompt, budget)));
        return new ProviderCall(settings.baseUrl(), settings.model(), settings.apiKey(), settings.timeout(),
                settings.maxTokens(), settings.temperature(), prompt.system(), messages);
    }

    /** The sources that fit {@code budget} tokens, numbered, and the question. */
    static String userMessage(Prompt prompt, int budget) {
        StringBuilder text = new StringBuilder();
        int left = budget;
        for (Prompt.Source source : prompt.sources()) {
            String body = source.text().strip();
            int needed = tokens(source.title()) + tokens(body) + 2;
            if (needed > left) {
                body = cut(body, (left - tokens(source.title()) - 2) * 4);
                if (tokens(body) < SHORTEST_CUT_TOKENS) {
                    break;
                }
            }
            text.append(text.isEmpty() ? "Sources:\n" : "\n").append('[').append(source.number()).append("] ")
                    .append(source.title() == null ? "" : source.title().strip()).append('\n').append(body).append('\n');
            left -= tokens(source.title()) + tokens(body) + 2;
            if (left <= 0) {
                break;
            }
        }
        if (text.isEmpty()) {
            text.append("Sources: none\n");
        }
        return text.append("\nQuestion: ").append(prompt.question()).toString();
    }

    /** The whole sentences of {@code text} that fit in {@code chars} characters. */
    private static String cut(String text, int chars) {
        StringBuilder kept = new StringBuilder();
        for (String sentence : Sentences.split(text)) {
            if (kept.length() + sentence.length() + 1 > chars) {
                break;
            }
            kept.append(kept.isEmpty() ? "" : " ").append(sentence);
        }
        return kept.toString();
    }

    static int tokens(String text) {
        return text == null ? 0 : (text.length() + 3) / 4;
    }
}
