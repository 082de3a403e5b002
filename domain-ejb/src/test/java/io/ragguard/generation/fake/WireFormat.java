package io.ragguard.generation.fake;

import com.sun.net.httpserver.Headers;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.util.List;
import java.util.stream.Collectors;

/** One provider's API as the fake serves it: its paths, key header, JSON bodies, event framing and errors. */
interface WireFormat {

    /** A refusal of the request's key: status and message, in the API's own words. */
    record Refusal(int status, String message) {
    }

    /** The path {@link FakeProvider#baseUrl()} ends with. */
    String basePath();

    /**
     * The prompt of a request, or null when its path is none of this API's. Throws
     * IllegalArgumentException, with the API's message, when the body lacks what the API requires.
     */
    Prompt prompt(String path, String query, JsonObject body);

    /** The refusal of a wrong or missing key or of a missing required header, or null when they are right. */
    Refusal refuseHeaders(Headers headers, String query, String expectedKey);

    /** The API's error body for a status; {@code retryAfter} (seconds) where the API repeats it in the body. */
    String error(int status, String message, String retryAfter);

    /** The content type of a plain answer or of a stream. */
    default String contentType(boolean stream) {
        return stream ? "text/event-stream; charset=utf-8" : "application/json";
    }

    String plain(FakeReply reply, String model);

    /** The whole stream: opening events, one frame per piece of text, the closing events and end marker. */
    List<Frame> frames(FakeReply reply, List<String> pieces, Prompt prompt);

    /** An event whose data is JSON cut off in the middle. */
    Frame broken();

    /** The API's error inside a stream: the model is overloaded. */
    Frame streamError();

    /** The text of a string member, or of the {@code text} of an array of parts; "" when absent. */
    static String text(JsonValue content) {
        if (content == null) {
            return "";
        }
        if (content instanceof JsonString string) {
            return string.getString();
        }
        if (content.getValueType() == JsonValue.ValueType.ARRAY) {
            return content.asJsonArray().stream()
                    .filter(part -> part.getValueType() == JsonValue.ValueType.OBJECT)
                    .map(part -> text(part.asJsonObject().get("text")))
                    .collect(Collectors.joining("\n"));
        }
        return "";
    }

    static int words(String text) {
        String stripped = text.strip();
        return stripped.isEmpty() ? 0 : stripped.split("\\s+").length;
    }
}
