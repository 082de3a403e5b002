package io.ragguard.privacy;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.io.StringReader;
import java.util.Map;

/**
 * JSON with the personal data in every string in it masked character by character ({@link PiiScanner#mask}),
 * so that offsets into its strings still point at the same words: how a recorded context is kept.
 */
public final class MaskedJson {

    private MaskedJson() {
    }

    /** The context JSON with every string in it masked; text that is not JSON is masked as a whole. */
    public static String of(String json) {
        if (json == null || json.isEmpty()) {
            return json;
        }
        try (var reader = Json.createReader(new StringReader(json))) {
            return masked(reader.readValue()).toString();
        } catch (JsonException e) {
            return PiiScanner.mask(json);
        }
    }

    private static JsonValue masked(JsonValue value) {
        return switch (value.getValueType()) {
            case STRING -> Json.createValue(PiiScanner.mask(((JsonString) value).getString()));
            case ARRAY -> {
                JsonArrayBuilder array = Json.createArrayBuilder();
                ((JsonArray) value).forEach(v -> array.add(masked(v)));
                yield array.build();
            }
            case OBJECT -> {
                JsonObjectBuilder object = Json.createObjectBuilder();
                for (Map.Entry<String, JsonValue> e : ((JsonObject) value).entrySet()) {
                    object.add(e.getKey(), masked(e.getValue()));
                }
                yield object.build();
            }
            default -> value;
        };
    }
}
