package io.ragguard.conversation.boundary;


import java.util.List;

/**
 * The earlier messages a question is read with, oldest first, each possibly trimmed to the token
 * budget: the recent window, then older messages chosen by relevance.
 *
 * @param messages     the recalled messages in the order they were written
 * @param recentWindow how many of the latest messages the window took in (before the budget applied)
 * @param followUp     whether the question reads as a follow-up of the conversation
 * @param tokens       the estimated tokens of the recalled messages ({@link io.ragguard.text.Tokens})
 */
public record RecalledHistory(List<ChatMessage> messages, int recentWindow, boolean followUp, int tokens) {

    public RecalledHistory {
        messages = List.copyOf(messages);
    }

    public static RecalledHistory none() {
        return new RecalledHistory(List.of(), 0, false, 0);
    }

    public boolean isEmpty() {
        return messages.isEmpty();
    }
}
