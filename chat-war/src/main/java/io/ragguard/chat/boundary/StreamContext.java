package io.ragguard.chat.boundary;

import io.ragguard.answering.boundary.Asked;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;

/** The first event of a streamed answer, sent before generation starts: what the answer is grounded in. */
@Schema(description = "The data of the context event, sent before generation starts: what the answer is grounded "
        + "in.")
public record StreamContext(@Schema(name = "context_used") List<ContextItem> contextUsed,
                            @Schema(name = "context_quality") ContextQuality contextQuality,
                            @Schema(name = "request_id") String requestId,
                            @Schema(name = "conversation_id") String conversationId) {

    public static StreamContext of(Asked asked) {
        return new StreamContext(ContextItem.listOf(asked.context()), ContextQuality.of(asked.context()),
                asked.requestId(), asked.conversationId());
    }
}
