package io.ragguard.chat.boundary;

/** {@code {"message", "conversation_id"?, "tenant"?}} */
public record ChatRequest(String message, String conversationId, String tenant) {
}
