package io.ragguard.api;

import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;

/** The response that carries a stream of Server-Sent Events, whichever door writes them. */
public final class EventStreams {

    private static final MediaType EVENT_STREAM = MediaType.SERVER_SENT_EVENTS_TYPE.withCharset("utf-8");

    private EventStreams() {
    }

    /** UTF-8 events, never cached, and never buffered by a proxy in front (nginx reads X-Accel-Buffering). */
    public static Response of(StreamingOutput events) {
        return Response.ok(events, EVENT_STREAM).header("Cache-Control", "no-cache")
                .header("X-Accel-Buffering", "no").build();
    }
}
