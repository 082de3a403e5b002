package io.ragguard.client;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;

import java.io.StringReader;
import java.util.List;

/** Reading the server's JSON. */
final class Jsons {

    private Jsons() {
    }

    static JsonStructure parse(String text) {
        try (JsonReader reader = Json.createReader(new StringReader(text))) {
            return reader.read();
        }
    }

    /** The body as a JSON object; an empty one when it is not one (a proxy's HTML page, nothing). */
    static JsonObject objectOrEmpty(String text) {
        try {
            JsonStructure json = parse(text);
            return json.getValueType() == JsonValue.ValueType.OBJECT ? json.asJsonObject() : JsonValue.EMPTY_JSON_OBJECT;
        } catch (RuntimeException notJson) {
            return JsonValue.EMPTY_JSON_OBJECT;
        }
    }

    static List<String> strings(JsonObject json, String name) {
        if (!json.containsKey(name) || json.isNull(name)) {
            return List.of();
        }
        return json.getJsonArray(name).getValuesAs(JsonString.class).stream().map(JsonString::getString).toList();
    }
}
