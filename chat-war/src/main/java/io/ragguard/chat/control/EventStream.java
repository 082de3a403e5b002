package io.ragguard.chat.control;

import jakarta.json.bind.Jsonb;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Server-Sent Events to one client: each event is its name and one line of JSON, flushed at once. A
 * client that went away makes every later send throw, which ends the provider's stream too.
 */
public final class EventStream {

    public static final String CONTEXT = "context";
    public static final String DELTA = "delta";
    public static final String DONE = "done";
    public static final String REFUSED = "refused";
    public static final String ERROR = "error";

    private final OutputStream out;
    private final Jsonb json;

    public EventStream(OutputStream out, Jsonb json) {
        this.out = out;
        this.json = json;
    }

    public synchronized void send(String event, Object data) {
        try {
            out.write(("event: " + event + "\ndata: " + json.toJson(data) + "\n\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("the client closed the stream", e);
        }
    }
}
