package io.ragguard.generation.fake;

import com.sun.net.httpserver.Headers;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Anthropic Messages as the fake serves it: {@code /v1/messages} with {@code x-api-key} and a required
 * {@code anthropic-version}; a top-level {@code system}, {@code max_tokens} required; streamed as named
 * events from {@code message_start} to {@code message_stop}, with a {@code ping}. Errors are
 * {@code {"type": "error", "error": {"type", "message"}}}.
 */
final class AnthropicWire implements WireFormat {

    private static final Map<Integer, String> TYPES = Map.of(400, "invalid_request_error", 401, "authentication_error",
            403, "permission_error", 404, "not_found_error", 413, "request_too_large", 429, "rate_limit_error",
            500, "api_error", 503, "overloaded_error", 529, "overloaded_error");
    private static final String ID = "msg_fake";

    @Override
    public String basePath() {
        return "/v1";
    }

    @Override
    public Prompt prompt(String path, String query, JsonObject body) {
        if (!path.equals("/v1/messages")) {
            return null;
        }
        if (body == null) {
            throw new IllegalArgumentException("The request body is not valid JSON.");
        }
        for (String required : List.of("model", "max_tokens", "messages")) {
            if (!body.containsKey(required)) {
                throw new IllegalArgumentException(required + ": Field required");
            }
        }
        List<JsonObject> messages = body.getJsonArray("messages").getValuesAs(JsonObject.class);
        for (JsonObject message : messages) {
            String role = message.getString("role", "");
            if (!role.equals("user") && !role.equals("assistant")) {
                throw new IllegalArgumentException("messages: Unexpected role \"" + role + "\". The Messages API accepts"
                        + " a top-level `system` parameter, not \"" + role + "\" as an input message role.");
            }
        }
        String system = WireFormat.text(body.get("system"));
        String lastUser = messages.stream().filter(m -> m.getString("role").equals("user"))
                .reduce((first, second) -> second).map(m -> WireFormat.text(m.get("content"))).orElse("");
        int words = WireFormat.words(system) + messages.stream().mapToInt(m -> WireFormat.words(WireFormat.text(
                m.get("content")))).sum();
        return new Prompt(body.getString("model"), body.getBoolean("stream", false), true, system, lastUser, words);
    }

    @Override
    public Refusal refuseHeaders(Headers headers, String query, String expectedKey) {
        String given = headers.getFirst("x-api-key");
        if (expectedKey != null && given == null) {
            return new Refusal(401, "x-api-key header is required");
        }
        if (expectedKey != null && !given.equals(expectedKey)) {
            return new Refusal(401, "invalid x-api-key");
        }
        if (headers.getFirst("anthropic-version") == null) {
            return new Refusal(400, "anthropic-version: header is required");
        }
        return null;
    }

    @Override
    public String error(int status, String message, String retryAfter) {
        return Json.createObjectBuilder().add("type", "error").add("error", Json.createObjectBuilder()
                .add("type", TYPES.getOrDefault(status, "api_error")).add("message", message))
                .build().toString();
    }

    @Override
    public String plain(FakeReply reply, String model) {
        JsonArrayBuilder content = Json.createArrayBuilder();
        if (!reply.text().isEmpty()) {
            content.add(Json.createObjectBuilder().add("type", "text").add("text", reply.text()));
        }
        return message(model).add("content", content).add("stop_reason", stopReason(reply))
                .add("stop_sequence", JsonValue.NULL).add("usage", usage(reply.tokensIn(), reply.tokensOut()))
                .build().toString();
    }

    @Override
    public List<Frame> frames(FakeReply reply, List<String> pieces, Prompt prompt) {
        List<Frame> frames = new ArrayList<>();
        frames.add(event("message_start", Json.createObjectBuilder().add("message", message(prompt.model())
                .add("content", JsonValue.EMPTY_JSON_ARRAY).add("stop_reason", JsonValue.NULL)
                .add("stop_sequence", JsonValue.NULL).add("usage", usage(reply.tokensIn(), 1)))));
        if (!pieces.isEmpty()) {
            frames.add(event("content_block_start", Json.createObjectBuilder().add("index", 0)
                    .add("content_block", Json.createObjectBuilder().add("type", "text").add("text", ""))));
            frames.add(event("ping", Json.createObjectBuilder()));
            for (String piece : pieces) {
                Frame delta = event("content_block_delta", Json.createObjectBuilder().add("index", 0)
                        .add("delta", Json.createObjectBuilder().add("type", "text_delta").add("text", piece)));
                frames.add(new Frame(delta.wire(), piece));
            }
            frames.add(event("content_block_stop", Json.createObjectBuilder().add("index", 0)));
        }
        frames.add(event("message_delta", Json.createObjectBuilder()
                .add("delta", Json.createObjectBuilder().add("stop_reason", stopReason(reply))
                        .add("stop_sequence", JsonValue.NULL))
                .add("usage", Json.createObjectBuilder().add("output_tokens", reply.tokensOut()))));
        frames.add(event("message_stop", Json.createObjectBuilder()));
        return frames;
    }

    @Override
    public Frame broken() {
        return Frame.of("event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_del\n\n");
    }

    @Override
    public Frame streamError() {
        return Frame.of("event: error\ndata: " + error(503, "Overloaded", null) + "\n\n");
    }

    private static String stopReason(FakeReply reply) {
        return reply.filtered() ? "refusal" : "end_turn";
    }

    private static JsonObjectBuilder message(String model) {
        return Json.createObjectBuilder().add("id", ID).add("type", "message").add("role", "assistant").add("model", model);
    }

    private static JsonObjectBuilder usage(int in, int out) {
        return Json.createObjectBuilder().add("input_tokens", in).add("output_tokens", out);
    }

    private static Frame event(String type, JsonObjectBuilder data) {
        return Frame.of("event: " + type + "\ndata: " + Json.createObjectBuilder().add("type", type).addAll(data).build() + "\n\n");
    }
}
