package io.ragguard.generation.provider;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

import java.net.URI;
import java.net.http.HttpRequest;

/**
 * Anthropic's Messages API ({@code llm.provider=anthropic}): {@code POST {base}/messages} with the key in
 * {@code x-api-key}, plain or streamed as typed events until {@code message_stop}. A {@code refusal} stop
 * is a content filter; an {@code error} event in the stream ends the call by its error type.
 */
@ApplicationScoped
public class AnthropicClient extends HttpProviderClient {

    static final String NAME = "anthropic";
    static final String VERSION = "2023-06-01";

    public AnthropicClient() {
        super(NAME);
    }

    @Override
    URI uri(ProviderCall call, boolean stream) {
        return ProviderHttp.endpoint(call.baseUrl(), "/messages", null);
    }

    @Override
    void addHeaders(HttpRequest.Builder request, ProviderCall call) {
        request.header("anthropic-version", VERSION);
        if (call.apiKey() != null) {
            request.header("x-api-key", call.apiKey());
        }
    }

    /** The request: the system message at the top level, not among the messages. */
    @Override
    JsonObject body(ProviderCall call, boolean stream) {
        JsonArrayBuilder messages = ProviderJson.BUILDERS.createArrayBuilder();
        call.messages().forEach(m -> messages.add(ProviderJson.BUILDERS.createObjectBuilder()
                .add("role", m.role())
                .add("content", m.content())));
        JsonObjectBuilder body = ProviderJson.BUILDERS.createObjectBuilder()
                .add("model", call.model())
                .add("max_tokens", call.maxTokens())
                .add("temperature", call.temperature());
        if (call.system() != null && !call.system().isBlank()) {
            body.add("system", call.system());
        }
        return body.add("messages", messages).add("stream", stream).build();
    }

    @Override
    void readReply(JsonObject message, PartialReply reply) {
        ProviderJson.objects(message, "content").stream()
                .filter(block -> "text".equals(ProviderJson.string(block, "type")))
                .forEach(block -> reply.append(ProviderJson.string(block, "text")));
        stop(ProviderJson.string(message, "stop_reason"), reply);
        usage(message, reply);
    }

    /**
     * One event, by the type its data names: text deltas, the stop reason and the usage are read;
     * {@code ping}, block starts and stops and event types added later are passed over; an {@code error}
     * ends the call; true at {@code message_stop}.
     */
    @Override
    boolean readEvent(ProviderCall call, ServerSentEvents.Event event, PartialReply reply) {
        JsonObject data = ProviderJson.parse(NAME, event.data());
        String type = ProviderJson.string(data, "type");
        switch (type == null ? event.type() : type) {
            case "message_start" -> ProviderJson.object(data, "message").ifPresent(message -> usage(message, reply));
            case "content_block_delta" -> ProviderJson.object(data, "delta")
                    .filter(delta -> "text_delta".equals(ProviderJson.string(delta, "type")))
                    .ifPresent(delta -> reply.append(ProviderJson.string(delta, "text")));
            case "message_delta" -> {
                ProviderJson.object(data, "delta").ifPresent(delta -> stop(ProviderJson.string(delta, "stop_reason"),
                        reply));
                usage(data, reply);
            }
            case "message_stop" -> {
                return true;
            }
            case "error" -> throw ErrorResponse.inStream(NAME, ProviderJson.object(data, "error").orElse(data),
                    call.apiKey());
            default -> {
                // ping, content_block_start and _stop, and event types added later
            }
        }
        return false;
    }

    private static void stop(String reason, PartialReply reply) {
        reply.finishReason(reason);
        if ("refusal".equals(reason)) {
            reply.filtered();
        }
    }

    private static void usage(JsonObject holder, PartialReply reply) {
        ProviderJson.object(holder, "usage").ifPresent(usage -> {
            reply.tokensIn(ProviderJson.count(usage, "input_tokens"));
            reply.tokensOut(ProviderJson.count(usage, "output_tokens"));
        });
    }
}
