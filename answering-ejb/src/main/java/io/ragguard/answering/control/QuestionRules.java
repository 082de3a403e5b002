package io.ragguard.answering.control;

import io.ragguard.answering.boundary.Question;
import io.ragguard.conversation.boundary.ChatMessage;
import io.ragguard.request.InvalidRequestException;
import io.ragguard.request.RequestRules;
import io.ragguard.request.RequestTooLargeException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.List;

/**
 * What a question may be, by the live limits: a message of at most {@code chat.message.max-chars}
 * characters, and a conversation the caller sends (OpenAI's messages) of at most
 * {@code chat.history.max-messages} messages and, with the caller's instructions,
 * {@code chat.history.max-chars} characters: a request of megabytes would hold an answer slot for seconds.
 */
@ApplicationScoped
public class QuestionRules {

    @Inject
    RequestRules requests;

    @Inject
    @ConfigProperty(name = "chat.message.max-chars", defaultValue = "4000")
    Provider<Integer> maxChars;

    @Inject
    @ConfigProperty(name = "chat.history.max-messages", defaultValue = "200")
    Provider<Integer> maxHistoryMessages;

    @Inject
    @ConfigProperty(name = "chat.history.max-chars", defaultValue = "50000")
    Provider<Integer> maxHistoryChars;

    /**
     * The question's message, stripped.
     *
     * @throws InvalidRequestException  for no request, or a missing, empty or too long message
     * @throws RequestTooLargeException for a conversation over the limits
     */
    public String checked(Question request) {
        requests.valid(request, "the request needs a JSON body with a message");
        int limit = maxChars.get();
        if (request.message().length() > limit) {
            throw new InvalidRequestException("message", "message is longer than " + limit + " characters");
        }
        checkSize(request);
        return request.message().strip();
    }

    private void checkSize(Question request) {
        List<ChatMessage> history = request.history() == null ? List.of() : request.history();
        int messages = maxHistoryMessages.get();
        if (history.size() > messages) {
            throw new RequestTooLargeException("messages", "the conversation holds " + history.size()
                    + " messages; at most " + messages + " are taken (chat.history.max-messages)");
        }
        long characters = (request.instructions() == null ? 0 : request.instructions().length())
                + history.stream().mapToLong(m -> m.content() == null ? 0 : m.content().length()).sum();
        int limit = maxHistoryChars.get();
        if (characters > limit) {
            throw new RequestTooLargeException("messages", "the conversation and instructions hold " + characters
                    + " characters; at most " + limit + " are taken (chat.history.max-chars)");
        }
    }
}
