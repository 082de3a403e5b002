package io.ragguard.generation.provider;

import io.ragguard.generation.provider.ProviderException.Kind;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.net.http.HttpHeaders;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A provider's refusal as a {@link ProviderException}: a non-2xx answer by its status, with the wait it
 * asked for and the {@code error.message} of its body (the same path in all three formats), or an error
 * object inside a 200 stream by its code or type. A message never holds a key.
 */
final class ErrorResponse {

    private static final int MESSAGE_LENGTH = 300;
    private static final Pattern KEY_SHAPED = Pattern.compile("(?:sk-|AIza)[\\w*-]{4,}");
    private static final Set<String> REFUSED_TYPES = Set.of("invalid_request_error", "authentication_error",
            "permission_error", "not_found_error", "request_too_large");

    private ErrorResponse() {
    }

    static ProviderException of(String provider, int status, HttpHeaders headers, String body, String apiKey) {
        Optional<JsonObject> error = errorObject(body);
        Kind kind = status == 429 ? Kind.RATE_LIMITED : status >= 500 ? Kind.UNAVAILABLE : Kind.REJECTED;
        // Azure OpenAI refuses a prompt its content filter flags with a 400 of this code
        if (status == 400 && error.map(e -> "content_filter".equals(text(e, "code"))).orElse(false)) {
            kind = Kind.CONTENT_FILTER;
        }
        Duration wait = headers.firstValue("retry-after-ms").flatMap(RetryAfter::millis)
                .or(() -> headers.firstValue("retry-after").flatMap(v -> RetryAfter.header(v, Instant.now())))
                .or(() -> error.flatMap(ErrorResponse::retryDelay))
                .orElse(null);
        String said = error.map(ErrorResponse::message).orElseGet(() -> body.strip().replaceAll("\\s+", " "));
        return new ProviderException(kind, status, wait, redact(provider + " answered " + status
                + (said.isEmpty() ? "" : ": " + said), apiKey));
    }

    /** An {@code error} object in a stream that had begun with 200: the Gemini code or the type says which. */
    static ProviderException inStream(String provider, JsonObject error, String apiKey) {
        JsonValue code = error.get("code");
        String type = text(error, "type") + " " + text(error, "code");
        Kind kind;
        if (code != null && code.getValueType() == JsonValue.ValueType.NUMBER) {
            int status = ((JsonNumber) code).intValue();
            kind = status == 429 ? Kind.RATE_LIMITED : status >= 500 ? Kind.UNAVAILABLE : Kind.REJECTED;
        } else if (type.contains("rate_limit")) {
            kind = Kind.RATE_LIMITED;
        } else if (REFUSED_TYPES.contains(text(error, "type"))) {
            kind = Kind.REJECTED;
        } else {
            kind = Kind.UNAVAILABLE;
        }
        return new ProviderException(kind, 0, retryDelay(error).orElse(null),
                redact(provider + " sent an error in its stream: " + message(error), apiKey));
    }

    /** The object holding the message: {@code error} in all three formats, else the body itself. */
    private static Optional<JsonObject> errorObject(String body) {
        if (!body.stripLeading().startsWith("{")) {
            return Optional.empty();
        }
        try {
            JsonObject json = ProviderJson.parse("", body);
            return Optional.of(ProviderJson.object(json, "error").orElse(json));
        } catch (ProviderException e) {
            return Optional.empty();
        }
    }

    private static String message(JsonObject error) {
        String message = text(error, "message");
        if (message.isEmpty()) {
            message = (text(error, "type") + " " + text(error, "status")).strip();
        }
        return message;
    }

    /** Gemini's {@code details[]} entry of type RetryInfo, with its {@code retryDelay}. */
    private static Optional<Duration> retryDelay(JsonObject error) {
        JsonValue details = error.get("details");
        if (details == null || details.getValueType() != JsonValue.ValueType.ARRAY) {
            return Optional.empty();
        }
        return details.asJsonArray().stream()
                .filter(d -> d.getValueType() == JsonValue.ValueType.OBJECT)
                .map(JsonValue::asJsonObject)
                .map(d -> text(d, "retryDelay"))
                .filter(delay -> !delay.isEmpty())
                .findFirst()
                .flatMap(RetryAfter::protoDuration);
    }

    /** A member as text whatever its type; empty when absent. */
    private static String text(JsonObject object, String name) {
        JsonValue value = object.get(name);
        if (value == null || value.getValueType() == JsonValue.ValueType.NULL) {
            return "";
        }
        return value instanceof JsonString s ? s.getString() : value.toString();
    }

    private static String redact(String message, String apiKey) {
        String text = message;
        if (apiKey != null && !apiKey.isBlank()) {
            text = text.replace(apiKey, "[key]");
        }
        text = KEY_SHAPED.matcher(text).replaceAll("[key]");
        return text.length() <= MESSAGE_LENGTH ? text : text.substring(0, MESSAGE_LENGTH) + "...";
    }
}
