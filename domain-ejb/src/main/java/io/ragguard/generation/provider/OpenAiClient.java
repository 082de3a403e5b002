package io.ragguard.generation.provider;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

import java.net.URI;
import java.net.http.HttpRequest;
import java.util.Arrays;

/**
 * OpenAI's Chat Completions ({@code llm.provider=openai}): {@code POST {base}/chat/completions}, plain or
 * streamed until {@code data: [DONE]}. The same format serves OpenAI-compatible local servers, and Azure
 * OpenAI: a base URL with an {@code api-version} parameter names a deployment and takes the key in
 * {@code api-key} rather than as a bearer token.
 */
@ApplicationScoped
public class OpenAiClient extends HttpProviderClient {

    static final String NAME = "openai";
    private static final String DONE = "[DONE]";

    public OpenAiClient() {
        super(NAME);
    }

    @Override
    URI uri(ProviderCall call, boolean stream) {
        return ProviderHttp.endpoint(call.baseUrl(), "/chat/completions", null);
    }

    @Override
    void addHeaders(HttpRequest.Builder request, ProviderCall call) {
        if (call.apiKey() != null) {
            if (azure(call.baseUrl())) {
                request.header("api-key", call.apiKey());
            } else {
                request.header("Authorization", "Bearer " + call.apiKey());
            }
        }
    }

    /** Azure OpenAI's base URLs name their API version in the query; OpenAI's never do. */
    static boolean azure(URI baseUrl) {
        String query = baseUrl.getRawQuery();
        return query != null && Arrays.stream(query.split("&")).anyMatch(p -> p.startsWith("api-version="));
    }

    /**
     * The request: the system message first. A stream asks for its usage in a last chunk, except on Azure,
     * whose older API versions refuse {@code stream_options}.
     */
    @Override
    JsonObject body(ProviderCall call, boolean stream) {
        JsonArrayBuilder messages = ProviderJson.BUILDERS.createArrayBuilder();
        if (call.system() != null && !call.system().isBlank()) {
            messages.add(message("system", call.system()));
        }
        call.messages().forEach(m -> messages.add(message(m.role(), m.content())));
        JsonObjectBuilder body = ProviderJson.BUILDERS.createObjectBuilder()
                .add("model", call.model())
                .add("messages", messages)
                .add("max_tokens", call.maxTokens())
                .add("temperature", call.temperature())
                .add("stream", stream);
        if (stream && !azure(call.baseUrl())) {
            body.add("stream_options", ProviderJson.BUILDERS.createObjectBuilder().add("include_usage", true));
        }
        return body.build();
    }

    private static JsonObjectBuilder message(String role, String content) {
        return ProviderJson.BUILDERS.createObjectBuilder().add("role", role).add("content", content);
    }

    @Override
    void readReply(JsonObject completion, PartialReply reply) {
        ProviderJson.objects(completion, "choices").stream().findFirst().ifPresent(choice -> {
            ProviderJson.object(choice, "message").ifPresent(m -> reply.append(ProviderJson.string(m, "content")));
            finish(choice, reply);
        });
        usage(completion, reply);
    }

    /** One chunk: a piece of text, the finish reason or the usage, or an error; true at {@code [DONE]}. */
    @Override
    boolean readEvent(ProviderCall call, ServerSentEvents.Event event, PartialReply reply) {
        if (event.data().strip().equals(DONE)) {
            return true;
        }
        JsonObject chunk = ProviderJson.parse(NAME, event.data());
        ProviderJson.object(chunk, "error").ifPresent(error -> {
            throw ErrorResponse.inStream(NAME, error, call.apiKey());
        });
        ProviderJson.objects(chunk, "choices").stream().findFirst().ifPresent(choice -> {
            ProviderJson.object(choice, "delta").ifPresent(d -> reply.append(ProviderJson.string(d, "content")));
            finish(choice, reply);
        });
        usage(chunk, reply);
        return false;
    }

    private static void finish(JsonObject choice, PartialReply reply) {
        String reason = ProviderJson.string(choice, "finish_reason");
        reply.finishReason(reason);
        if ("content_filter".equals(reason)) {
            reply.filtered();
        }
    }

    private static void usage(JsonObject response, PartialReply reply) {
        ProviderJson.object(response, "usage").ifPresent(usage -> {
            reply.tokensIn(ProviderJson.count(usage, "prompt_tokens"));
            reply.tokensOut(ProviderJson.count(usage, "completion_tokens"));
        });
    }
}
