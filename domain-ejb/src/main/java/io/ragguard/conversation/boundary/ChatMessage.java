package io.ragguard.conversation.boundary;

/** One message of a conversation: who said it (user or assistant) and what. */
public record ChatMessage(String role, String content) {
}
