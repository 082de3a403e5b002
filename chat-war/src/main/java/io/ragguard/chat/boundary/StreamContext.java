package io.ragguard.chat.boundary;

import java.util.List;

/** The first event of a streamed answer, sent before generation starts: what the answer is grounded in. */
public record StreamContext(List<ContextItem> contextUsed, ContextQuality contextQuality, String requestId,
                            String conversationId) {
}
