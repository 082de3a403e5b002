package io.ragguard.generation.provider;

import io.ragguard.generation.provider.ProviderException.Kind;
import jakarta.json.Json;
import jakarta.json.JsonBuilderFactory;
import jakarta.json.JsonException;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonReaderFactory;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.io.StringReader;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The JSON-P the wire formats share: factories looked up once, bodies and events parsed, and members read
 * so that a missing or null one is absent and one of another type makes the reply {@link Kind#MALFORMED}.
 */
final class ProviderJson {

    static final JsonBuilderFactory BUILDERS = Json.createBuilderFactory(Map.of());
    private static final JsonReaderFactory READERS = Json.createReaderFactory(Map.of());

    private ProviderJson() {
    }

    /** An event's data: JSON that does not parse is malformed, whatever is wrong with it. */
    static JsonObject parse(String provider, String text) {
        try (JsonReader reader = READERS.createReader(new StringReader(text))) {
            return reader.readObject();
        } catch (JsonException | IllegalStateException e) {
            throw new ProviderException(Kind.MALFORMED, provider + " sent JSON that does not parse: "
                    + e.getMessage(), e);
        }
    }

    /**
     * A whole response body: one that stops inside an object, an array or a string was cut off
     * ({@link Kind#TRUNCATED}); any other that does not parse is {@link Kind#MALFORMED}.
     */
    static JsonObject body(String provider, String text) {
        try {
            return parse(provider, text);
        } catch (ProviderException e) {
            if (cutOff(text)) {
                throw new ProviderException(Kind.TRUNCATED, provider + " sent a body that ends before its JSON does",
                        e.getCause());
            }
            throw e;
        }
    }

    static Optional<JsonObject> object(JsonObject parent, String name) {
        JsonValue value = member(parent, name);
        return value == null ? Optional.empty() : Optional.of(typed(value, JsonValue.ValueType.OBJECT, name)
                .asJsonObject());
    }

    /** The objects of an array member; none when it is absent. */
    static List<JsonObject> objects(JsonObject parent, String name) {
        JsonValue value = member(parent, name);
        if (value == null) {
            return List.of();
        }
        return typed(value, JsonValue.ValueType.ARRAY, name).asJsonArray().stream()
                .map(item -> typed(item, JsonValue.ValueType.OBJECT, name + "[]").asJsonObject())
                .toList();
    }

    /** A string member, or null when it is absent. */
    static String string(JsonObject parent, String name) {
        JsonValue value = member(parent, name);
        return value == null ? null : ((JsonString) typed(value, JsonValue.ValueType.STRING, name)).getString();
    }

    /** A count (of tokens), or -1 when it is absent. */
    static int count(JsonObject parent, String name) {
        JsonValue value = member(parent, name);
        return value == null ? -1 : ((JsonNumber) typed(value, JsonValue.ValueType.NUMBER, name)).intValue();
    }

    static boolean flag(JsonObject parent, String name) {
        return member(parent, name) == JsonValue.TRUE;
    }

    private static JsonValue member(JsonObject parent, String name) {
        JsonValue value = parent.get(name);
        return value == null || value.getValueType() == JsonValue.ValueType.NULL ? null : value;
    }

    private static JsonValue typed(JsonValue value, JsonValue.ValueType type, String name) {
        if (value.getValueType() != type) {
            throw new ProviderException(Kind.MALFORMED, "'" + name + "' is " + value.getValueType()
                    + " where the API defines " + type);
        }
        return value;
    }

    /** Whether the text ends inside a string or with an object or array still open. */
    private static boolean cutOff(String text) {
        int depth = 0;
        boolean inString = false;
        boolean escaped = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (inString) {
                if (escaped) {
                    escaped = false;
                } else if (c == '\\') {
                    escaped = true;
                } else if (c == '"') {
                    inString = false;
                }
            } else if (c == '"') {
                inString = true;
            } else if (c == '{' || c == '[') {
                depth++;
            } else if (c == '}' || c == ']') {
                depth--;
            }
        }
        return text.stripLeading().startsWith("{") && (inString || depth > 0);
    }
}
