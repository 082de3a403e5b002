package io.ragguard.generation.fake;

import com.sun.net.httpserver.Headers;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Gemini as the fake serves it: {@code /v1beta/models/{model}:generateContent} and
 * {@code :streamGenerateContent?alt=sse}, the key in {@code x-goog-api-key} (or {@code ?key=}); each event a
 * whole GenerateContentResponse, CRLF-framed, the last one carrying {@code finishReason}. Errors are
 * Google's: {@code {"error": {"code", "message", "status"}}}, a wrong key 400 and a missing one 403.
 */
final class GeminiWire implements WireFormat {

    private static final Pattern PATH = Pattern.compile("/v1beta/models/([^/:]+):(generateContent|streamGenerateContent)");
    private static final Map<Integer, String> STATUS = Map.of(400, "INVALID_ARGUMENT", 401, "UNAUTHENTICATED",
            403, "PERMISSION_DENIED", 404, "NOT_FOUND", 429, "RESOURCE_EXHAUSTED", 500, "INTERNAL",
            503, "UNAVAILABLE", 504, "DEADLINE_EXCEEDED");
    private static final String END = "\r\n\r\n";

    @Override
    public String basePath() {
        return "/v1beta";
    }

    @Override
    public Prompt prompt(String path, String query, JsonObject body) {
        Matcher matcher = PATH.matcher(path);
        if (!matcher.matches()) {
            return null;
        }
        boolean stream = matcher.group(2).equals("streamGenerateContent");
        if (stream && (query == null || !Arrays.asList(query.split("&")).contains("alt=sse"))) {
            throw new IllegalArgumentException("This fake serves streamGenerateContent with alt=sse only.");
        }
        if (body == null) {
            throw new IllegalArgumentException("Invalid JSON payload received.");
        }
        JsonArray contents = body.get("contents") instanceof JsonArray array ? array : null;
        if (contents == null || contents.isEmpty()) {
            throw new IllegalArgumentException("* GenerateContentRequest.contents: contents is not specified");
        }
        List<JsonObject> all = contents.getValuesAs(JsonObject.class);
        for (JsonObject content : all) {
            String role = content.getString("role", "user");
            if (!role.equals("user") && !role.equals("model")) {
                throw new IllegalArgumentException("Please use a valid role: user, model.");
            }
        }
        String system = body.get("systemInstruction") instanceof JsonObject instruction
                ? WireFormat.text(instruction.get("parts")) : "";
        String lastUser = all.stream().filter(c -> c.getString("role", "user").equals("user"))
                .reduce((first, second) -> second).map(c -> WireFormat.text(c.get("parts"))).orElse("");
        int words = WireFormat.words(system) + all.stream().mapToInt(c -> WireFormat.words(WireFormat.text(c.get("parts"))))
                .sum();
        return new Prompt(matcher.group(1), stream, true, system, lastUser, words);
    }

    @Override
    public Refusal refuseHeaders(Headers headers, String query, String expectedKey) {
        if (expectedKey == null) {
            return null;
        }
        String given = headers.getFirst("x-goog-api-key");
        if (given == null && query != null) {
            given = Arrays.stream(query.split("&")).filter(p -> p.startsWith("key=")).map(p -> p.substring(4))
                    .findFirst().orElse(null);
        }
        if (given == null) {
            return new Refusal(403, "Method doesn't allow unregistered callers (callers without established identity)."
                    + " Please use API Key or other form of API consumer identity to call this API.");
        }
        return given.equals(expectedKey) ? null : new Refusal(400, "API key not valid. Please pass a valid API key.");
    }

    @Override
    public String error(int status, String message, String retryAfter) {
        JsonObjectBuilder error = Json.createObjectBuilder().add("code", status).add("message", message)
                .add("status", STATUS.getOrDefault(status, "UNKNOWN"));
        if (status == 429 && retryAfter != null && retryAfter.matches("\\d+")) {
            error.add("details", Json.createArrayBuilder().add(Json.createObjectBuilder()
                    .add("@type", "type.googleapis.com/google.rpc.RetryInfo").add("retryDelay", retryAfter + "s")));
        }
        return Json.createObjectBuilder().add("error", error).build().toString();
    }

    @Override
    public String contentType(boolean stream) {
        return stream ? "text/event-stream" : "application/json; charset=UTF-8";
    }

    @Override
    public String plain(FakeReply reply, String model) {
        return response(reply.filtered() ? List.of() : List.of(reply.text()), reply, true, model).toString();
    }

    @Override
    public List<Frame> frames(FakeReply reply, List<String> pieces, Prompt prompt) {
        if (reply.filtered() || pieces.isEmpty()) {
            return List.of(Frame.of(event(response(reply.filtered() ? List.of() : List.of(""), reply, true,
                    prompt.model()))));
        }
        List<Frame> frames = new ArrayList<>();
        for (int i = 0; i < pieces.size(); i++) {
            boolean last = i == pieces.size() - 1;
            frames.add(new Frame(event(response(List.of(pieces.get(i)), reply, last, prompt.model())), pieces.get(i)));
        }
        return frames;
    }

    @Override
    public Frame broken() {
        return Frame.of("data: {\"candidates\": [{\"content\": {\"parts\": [{\"text\": \"bro" + END);
    }

    @Override
    public Frame streamError() {
        return Frame.of("data: " + error(503, "The model is overloaded. Please try again later.", null) + END);
    }

    /** A GenerateContentResponse with these parts; the last of a stream has the finish reason and whole usage. */
    private static JsonObject response(List<String> parts, FakeReply reply, boolean last, String model) {
        JsonObjectBuilder candidate = Json.createObjectBuilder();
        if (!parts.isEmpty()) {
            JsonArrayBuilder texts = Json.createArrayBuilder();
            parts.forEach(text -> texts.add(Json.createObjectBuilder().add("text", text)));
            candidate.add("content", Json.createObjectBuilder().add("parts", texts).add("role", "model"));
        }
        if (last) {
            candidate.add("finishReason", reply.filtered() ? "SAFETY" : "STOP");
        }
        if (reply.filtered()) {
            candidate.add("safetyRatings", Json.createArrayBuilder().add(Json.createObjectBuilder()
                    .add("category", "HARM_CATEGORY_DANGEROUS_CONTENT").add("probability", "HIGH").add("blocked", true)));
        }
        candidate.add("index", 0);
        JsonObjectBuilder usage = Json.createObjectBuilder().add("promptTokenCount", reply.tokensIn());
        if (last && !reply.filtered()) {
            usage.add("candidatesTokenCount", reply.tokensOut());
        }
        usage.add("totalTokenCount", reply.tokensIn() + (last && !reply.filtered() ? reply.tokensOut() : 0));
        return Json.createObjectBuilder()
                .add("candidates", Json.createArrayBuilder().add(candidate))
                .add("usageMetadata", usage)
                .add("modelVersion", model)
                .add("responseId", "fake-response")
                .build();
    }

    private static String event(JsonObject data) {
        return "data: " + data + END;
    }
}
