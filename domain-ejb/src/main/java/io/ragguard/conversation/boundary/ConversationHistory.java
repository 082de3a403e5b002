package io.ragguard.conversation.boundary;

import java.util.List;

/** The conversation a question continues, and its messages so far, oldest first. */
public record ConversationHistory(String id, List<ChatMessage> messages) {

    public ConversationHistory {
        messages = List.copyOf(messages);
    }
}
