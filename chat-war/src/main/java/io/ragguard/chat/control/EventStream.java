package io.ragguard.chat.control;

import io.ragguard.answering.boundary.Answer;
import io.ragguard.answering.boundary.AnswerSink;
import io.ragguard.answering.boundary.Asked;
import io.ragguard.answering.boundary.Failure;
import io.ragguard.answering.boundary.Refusal;
import io.ragguard.api.ErrorBody;
import io.ragguard.chat.boundary.ChatResponse;
import io.ragguard.chat.boundary.Delta;
import io.ragguard.chat.boundary.Refused;
import io.ragguard.chat.boundary.StreamContext;
import jakarta.json.bind.Jsonb;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Server-Sent Events to one client of {@code /api/chat/rag}: each event is its name ({@code context},
 * {@code delta}, {@code done}, {@code refused}, {@code error}) and one line of JSON, flushed at once. A client
 * that went away makes every later send throw, which ends the provider's stream too.
 */
public final class EventStream implements AnswerSink {

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

    @Override
    public void opened(Asked asked) {
        send(CONTEXT, StreamContext.of(asked));
    }

    @Override
    public void delta(String text) {
        send(DELTA, new Delta(text));
    }

    @Override
    public void answered(Answer answer) {
        send(DONE, ChatResponse.of(answer));
    }

    @Override
    public void refused(Refusal refusal) {
        send(REFUSED, Refused.body(refusal));
    }

    @Override
    public void failed(Failure failure) {
        send(ERROR, ErrorBody.of(failure.kind().code(), failure.message()));
    }

    private synchronized void send(String event, Object data) {
        try {
            out.write(("event: " + event + "\ndata: " + json.toJson(data) + "\n\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("the client closed the stream", e);
        }
    }
}
