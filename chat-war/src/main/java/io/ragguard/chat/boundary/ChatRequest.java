package io.ragguard.chat.boundary;

import io.ragguard.answering.boundary.Question;
import io.ragguard.integration.boundary.KeyView;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** {@code {"message", "conversation_id"?, "tenant"?}} */
@Schema(description = "A question for a tenant's guarded assistant.", requiredProperties = "message")
public record ChatRequest(
        @Schema(description = "The question, at most chat.message.max-chars (4,000) characters",
                example = "How long is the return window for Trail Points members on full-price purchases?")
        String message,
        @Schema(name = "conversation_id", description = "Continues a conversation: the id a previous answer gave, or "
                + "one of your own (1 to 64 letters, digits, '.', '_', ':', '-'); a new conversation without it")
        String conversationId,
        @Schema(description = "The tenant to answer for; chat.default.tenant when left out", example = "northwind")
        String tenant) {

    /** The question this asks, with the integration key the request presented (null: none). */
    public Question question(KeyView key) {
        return new Question(message, tenant, conversationId, null, null, null, key);
    }
}
