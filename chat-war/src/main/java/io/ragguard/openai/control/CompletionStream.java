package io.ragguard.openai.control;

import io.ragguard.answering.boundary.Answer;
import io.ragguard.answering.boundary.AnswerSink;
import io.ragguard.answering.boundary.Asked;
import io.ragguard.answering.boundary.Failure;
import io.ragguard.answering.boundary.Refusal;
import io.ragguard.api.ErrorBody;
import io.ragguard.chat.boundary.ChatResponse;
import io.ragguard.chat.boundary.StreamContext;
import io.ragguard.api.ValidationMetrics;
import io.ragguard.api.OpenAiError;
import jakarta.json.bind.Jsonb;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * A streamed guarded answer in OpenAI's wire format: {@code data: <chat.completion.chunk>} lines, the first
 * naming the role, then each validated piece of text, then a last chunk with the {@code finish_reason} and
 * the {@code ragguard} field, the usage chunk when asked for, and {@code data: [DONE]}. A refusal is a
 * normal end with {@code content_filter}: the refusal template follows whatever text already went out. An
 * error ends the stream with OpenAI's error object, which the SDKs raise, and no {@code [DONE]}.
 */
public final class CompletionStream implements AnswerSink {

    private final OutputStream out;
    private final Jsonb json;
    private final CompletionRequest request;
    private final String refusalTemplate;
    private final long created;
    private final StringBuilder served = new StringBuilder();
    private String requestId;
    private StreamContext context;

    public CompletionStream(OutputStream out, Jsonb json, CompletionRequest request, String refusalTemplate,
                            long created) {
        this.out = out;
        this.json = json;
        this.request = request;
        this.refusalTemplate = refusalTemplate;
        this.created = created;
    }

    @Override
    public void opened(Asked asked) {
        this.context = StreamContext.of(asked);
        this.requestId = asked.requestId();
        send(Completions.chunk(requestId, request, created, "assistant", "", null, null));
    }

    @Override
    public void delta(String text) {
        served.append(text);
        send(Completions.chunk(requestId, request, created, null, text, null, null));
    }

    @Override
    public void answered(Answer answer) {
        ChatResponse response = ChatResponse.of(answer);
        send(Completions.chunk(requestId, request, created, null, null, Completions.STOP,
                Completions.details(response)));
        end(response.response());
    }

    @Override
    public void refused(Refusal refusal) {
        String content = served.isEmpty() ? refusalTemplate : "\n\n" + refusalTemplate;
        served.append(content);
        send(Completions.chunk(requestId, request, created, null, content, Completions.CONTENT_FILTER,
                Completions.refusal(requestId, context, ValidationMetrics.of(refusal.report()), refusal.reasons())));
        end(served.toString());
    }

    @Override
    public void failed(Failure failure) {
        int status = failure.kind() == Failure.Kind.MODEL_UNAVAILABLE ? 503 : 500;
        send(OpenAiError.of(status, ErrorBody.of(failure.kind().code(), failure.message())));
    }

    private void end(String answer) {
        if (request.includeUsage()) {
            send(Completions.usageChunk(requestId, request, created, answer));
        }
        write("data: [DONE]\n\n");
    }

    private void send(Object data) {
        write("data: " + json.toJson(data) + "\n\n");
    }

    private synchronized void write(String event) {
        try {
            out.write(event.getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("the client closed the stream", e);
        }
    }
}
