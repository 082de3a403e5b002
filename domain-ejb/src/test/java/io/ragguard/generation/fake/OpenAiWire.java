package io.ragguard.generation.fake;

import com.sun.net.httpserver.Headers;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * OpenAI Chat Completions as the fake serves it: {@code /v1/chat/completions} with a bearer key, and Azure
 * OpenAI's {@code /openai/deployments/{name}/chat/completions?api-version=} with the key in {@code api-key};
 * chunks as {@code data:} events ending with {@code data: [DONE]}, the usage in a last chunk when
 * {@code stream_options.include_usage} asks for it.
 */
final class OpenAiWire implements WireFormat {

    private static final Pattern AZURE_PATH = Pattern.compile("/openai/deployments/([^/]+)/chat/completions");
    private static final Set<String> ROLES = Set.of("system", "developer", "user", "assistant", "tool");
    private static final String ID = "chatcmpl-fake";

    @Override
    public String basePath() {
        return "/v1";
    }

    @Override
    public Prompt prompt(String path, String query, JsonObject body) {
        Matcher azure = AZURE_PATH.matcher(path);
        if (!azure.matches() && !path.equals("/v1/chat/completions")) {
            return null;
        }
        if (azure.matches() && (query == null || !query.contains("api-version="))) {
            throw new IllegalArgumentException("Missing the api-version query parameter.");
        }
        if (body == null) {
            throw new IllegalArgumentException("We could not parse the JSON body of your request.");
        }
        JsonArray messages = body.containsKey("messages") ? body.getJsonArray("messages") : null;
        if (messages == null) {
            throw new IllegalArgumentException("Missing required parameter: 'messages'.");
        }
        String model = body.getString("model", azure.matches() ? azure.group(1) : null);
        if (model == null) {
            throw new IllegalArgumentException("you must provide a model parameter");
        }
        List<JsonObject> all = messages.getValuesAs(JsonObject.class);
        for (JsonObject message : all) {
            if (!ROLES.contains(message.getString("role", ""))) {
                throw new IllegalArgumentException("Invalid value: '" + message.getString("role", "") + "'. Supported "
                        + "values are: 'system', 'assistant', 'user', 'tool', and 'function'.");
            }
        }
        String system = all.stream().filter(m -> Set.of("system", "developer").contains(m.getString("role")))
                .map(m -> WireFormat.text(m.get("content"))).collect(Collectors.joining("\n"));
        String lastUser = all.stream().filter(m -> m.getString("role").equals("user"))
                .reduce((first, second) -> second).map(m -> WireFormat.text(m.get("content"))).orElse("");
        int words = all.stream().mapToInt(m -> WireFormat.words(WireFormat.text(m.get("content")))).sum();
        JsonObject options = body.get("stream_options") instanceof JsonObject o ? o : JsonValue.EMPTY_JSON_OBJECT;
        return new Prompt(model, body.getBoolean("stream", false), options.getBoolean("include_usage", false), system,
                lastUser, words);
    }

    @Override
    public Refusal refuseHeaders(Headers headers, String query, String expectedKey) {
        if (expectedKey == null) {
            return null;
        }
        if (query != null && query.contains("api-version=")) {
            return expectedKey.equals(headers.getFirst("api-key")) ? null : new Refusal(401, "Access denied due to "
                    + "invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active "
                    + "subscription and use a correct regional API endpoint for your resource.");
        }
        String authorization = headers.getFirst("Authorization");
        if (authorization == null) {
            return new Refusal(401, "You didn't provide an API key. You need to provide your API key in an "
                    + "Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).");
        }
        if (!authorization.equals("Bearer " + expectedKey)) {
            String given = authorization.replaceFirst("^Bearer ", "");
            String masked = given.length() < 8 ? "****" : given.substring(0, 3) + "*****" + given.substring(given.length() - 4);
            return new Refusal(401, "Incorrect API key provided: " + masked + ". You can find your API key at "
                    + "https://platform.openai.com/account/api-keys.");
        }
        return null;
    }

    @Override
    public String error(int status, String message, String retryAfter) {
        String type = status == 429 ? "requests" : status >= 500 ? "server_error" : "invalid_request_error";
        JsonValue code = status == 429 ? Json.createValue("rate_limit_exceeded")
                : status == 401 ? Json.createValue("invalid_api_key") : JsonValue.NULL;
        return Json.createObjectBuilder().add("error", Json.createObjectBuilder()
                .add("message", message).add("type", type).add("param", JsonValue.NULL).add("code", code))
                .build().toString();
    }

    @Override
    public String plain(FakeReply reply, String model) {
        return Json.createObjectBuilder()
                .add("id", ID).add("object", "chat.completion").add("created", 1_700_000_000).add("model", model)
                .add("choices", Json.createArrayBuilder().add(Json.createObjectBuilder()
                        .add("index", 0)
                        .add("message", Json.createObjectBuilder().add("role", "assistant").add("content", reply.text())
                                .add("refusal", JsonValue.NULL))
                        .add("logprobs", JsonValue.NULL)
                        .add("finish_reason", finishReason(reply))))
                .add("usage", usage(reply))
                .add("system_fingerprint", "fp_fake")
                .build().toString();
    }

    @Override
    public List<Frame> frames(FakeReply reply, List<String> pieces, Prompt prompt) {
        List<Frame> frames = new ArrayList<>();
        frames.add(Frame.of(event(chunk(prompt, Json.createObjectBuilder().add("role", "assistant").add("content", "")
                .add("refusal", JsonValue.NULL), JsonValue.NULL))));
        for (String piece : pieces) {
            frames.add(new Frame(event(chunk(prompt, Json.createObjectBuilder().add("content", piece), JsonValue.NULL)),
                    piece));
        }
        frames.add(Frame.of(event(chunk(prompt, Json.createObjectBuilder(), Json.createValue(finishReason(reply))))));
        if (prompt.streamUsage()) {
            frames.add(Frame.of(event(base(prompt).add("choices", JsonValue.EMPTY_JSON_ARRAY).add("usage", usage(reply))
                    .build())));
        }
        frames.add(Frame.of("data: [DONE]\n\n"));
        return frames;
    }

    @Override
    public Frame broken() {
        return Frame.of("data: {\"id\":\"" + ID + "\",\"object\":\"chat.completion.chunk\",\"choices\":[{\"delta\":{\"con\n\n");
    }

    @Override
    public Frame streamError() {
        return Frame.of("data: " + error(503, "The server is overloaded or not ready yet.", null) + "\n\n");
    }

    private static String finishReason(FakeReply reply) {
        return reply.filtered() ? "content_filter" : "stop";
    }

    private static JsonObjectBuilder usage(FakeReply reply) {
        return Json.createObjectBuilder().add("prompt_tokens", reply.tokensIn()).add("completion_tokens", reply.tokensOut())
                .add("total_tokens", reply.tokensIn() + reply.tokensOut());
    }

    private static JsonObject chunk(Prompt prompt, JsonObjectBuilder delta, JsonValue finishReason) {
        JsonObjectBuilder chunk = base(prompt).add("choices", Json.createArrayBuilder().add(Json.createObjectBuilder()
                .add("index", 0).add("delta", delta).add("logprobs", JsonValue.NULL).add("finish_reason", finishReason)));
        if (prompt.streamUsage()) {
            chunk.add("usage", JsonValue.NULL);
        }
        return chunk.build();
    }

    private static JsonObjectBuilder base(Prompt prompt) {
        return Json.createObjectBuilder().add("id", ID).add("object", "chat.completion.chunk")
                .add("created", 1_700_000_000).add("model", prompt.model()).add("system_fingerprint", "fp_fake");
    }

    private static String event(JsonObject data) {
        return "data: " + data + "\n\n";
    }
}
