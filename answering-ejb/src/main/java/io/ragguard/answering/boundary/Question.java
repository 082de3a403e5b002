package io.ragguard.answering.boundary;

import jakarta.validation.constraints.NotBlank;
import io.ragguard.conversation.boundary.ChatMessage;
import io.ragguard.integration.boundary.KeyView;

import java.util.List;

/**
 * A question as the pipeline takes it, from RAG Guard's own API or from the OpenAI door: the message, its
 * tenant, the conversation it continues (a stored one by {@code conversationId}, or the earlier turns the
 * caller sends as {@code history}, null when it sends none), the caller's own instructions (added after the
 * tenant's identity and rules, never in their place; null for none), the model asked for (null: the
 * tenant's) and the integration key the request presented, which must name the tenant (null: none).
 */
public record Question(@NotBlank(message = "message is missing or empty") String message, String tenant, String conversationId, List<ChatMessage> history,
                       String instructions, String model, KeyView key) {

    public Question {
        history = history == null ? null : List.copyOf(history);
    }

    /** The id of the key presented, which a conversation is bound to; null without one. */
    public Long keyId() {
        return key == null ? null : key.id();
    }

    /** The name of the key presented, for records and metrics; null without one. */
    public String keyName() {
        return key == null ? null : key.name();
    }
}
