package io.ragguard.generation.provider;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * Google's Gemini API ({@code llm.provider=gemini}): {@code POST {base}/models/{model}:generateContent},
 * or {@code :streamGenerateContent?alt=sse}, whose events are each a whole response holding the next
 * piece; the stream is complete at the chunk that carries a finish reason. A blocked prompt or a
 * safety-like finish reason is a content filter.
 */
@ApplicationScoped
public class GeminiClient extends HttpProviderClient {

    static final String NAME = "gemini";
    private static final Set<String> FILTERED = Set.of("SAFETY", "RECITATION", "BLOCKLIST", "PROHIBITED_CONTENT",
            "SPII", "IMAGE_SAFETY");

    public GeminiClient() {
        super(NAME);
    }

    /** The model's path: a {@code models/} prefix, as Google's model list writes names, is taken off. */
    @Override
    URI uri(ProviderCall call, boolean stream) {
        String model = call.model().startsWith("models/") ? call.model().substring("models/".length()) : call.model();
        String path = "/models/" + URLEncoder.encode(model, StandardCharsets.UTF_8).replace("+", "%20")
                + (stream ? ":streamGenerateContent" : ":generateContent");
        return ProviderHttp.endpoint(call.baseUrl(), path, stream ? "alt=sse" : null);
    }

    @Override
    void addHeaders(HttpRequest.Builder request, ProviderCall call) {
        if (call.apiKey() != null) {
            request.header("x-goog-api-key", call.apiKey());
        }
    }

    /** The request: the system message as {@code systemInstruction}, the assistant's turns as {@code model}. */
    @Override
    JsonObject body(ProviderCall call, boolean stream) {
        JsonArrayBuilder contents = ProviderJson.BUILDERS.createArrayBuilder();
        call.messages().forEach(m -> contents.add(ProviderJson.BUILDERS.createObjectBuilder()
                .add("role", ProviderCall.Message.ASSISTANT.equals(m.role()) ? "model" : "user")
                .add("parts", parts(m.content()))));
        JsonObjectBuilder body = ProviderJson.BUILDERS.createObjectBuilder();
        if (call.system() != null && !call.system().isBlank()) {
            body.add("systemInstruction", ProviderJson.BUILDERS.createObjectBuilder().add("parts", parts(call.system())));
        }
        return body.add("contents", contents)
                .add("generationConfig", ProviderJson.BUILDERS.createObjectBuilder()
                        .add("maxOutputTokens", call.maxTokens())
                        .add("temperature", call.temperature()))
                .build();
    }

    private static JsonArrayBuilder parts(String text) {
        return ProviderJson.BUILDERS.createArrayBuilder().add(ProviderJson.BUILDERS.createObjectBuilder().add("text", text));
    }

    @Override
    void readReply(JsonObject response, PartialReply reply) {
        readResponse(response, reply);
    }

    /** A chunk is a whole GenerateContentResponse, or an error. */
    @Override
    boolean readEvent(ProviderCall call, ServerSentEvents.Event event, PartialReply reply) {
        JsonObject chunk = ProviderJson.parse(NAME, event.data());
        ProviderJson.object(chunk, "error").ifPresent(error -> {
            throw ErrorResponse.inStream(NAME, error, call.apiKey());
        });
        return readResponse(chunk, reply);
    }

    /**
     * A GenerateContentResponse, the whole reply or one chunk of a stream: its text (thoughts left out),
     * finish reason and usage; true when it carries a finish reason or the prompt was blocked.
     */
    private static boolean readResponse(JsonObject response, PartialReply reply) {
        String blocked = ProviderJson.object(response, "promptFeedback")
                .map(feedback -> ProviderJson.string(feedback, "blockReason")).orElse(null);
        ProviderJson.object(response, "usageMetadata").ifPresent(usage -> {
            reply.tokensIn(ProviderJson.count(usage, "promptTokenCount"));
            reply.tokensOut(ProviderJson.count(usage, "candidatesTokenCount"));
        });
        if (blocked != null) {
            reply.finishReason(blocked);
            reply.filtered();
            return true;
        }
        JsonObject candidate = ProviderJson.objects(response, "candidates").stream().findFirst().orElse(null);
        if (candidate == null) {
            return false;
        }
        ProviderJson.object(candidate, "content").ifPresent(content -> ProviderJson.objects(content, "parts").stream()
                .filter(part -> !ProviderJson.flag(part, "thought"))
                .forEach(part -> reply.append(ProviderJson.string(part, "text"))));
        String reason = ProviderJson.string(candidate, "finishReason");
        reply.finishReason(reason);
        if (reason != null && FILTERED.contains(reason)) {
            reply.filtered();
        }
        return reason != null;
    }
}
