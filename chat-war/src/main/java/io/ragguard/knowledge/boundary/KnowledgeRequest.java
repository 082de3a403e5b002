package io.ragguard.knowledge.boundary;

import io.ragguard.api.InvalidRequestException;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.util.LinkedHashMap;
import java.util.Map;

/** {@code {"title", "content", "source_id"?, "tenant"?, "metadata"?}}, metadata a JSON object of strings. */
public record KnowledgeRequest(String title, String content, String sourceId, String tenant, JsonValue metadata) {

    /** The metadata as names and strings; empty when there is none. */
    public Map<String, String> metadataStrings() {
        if (metadata == null || metadata.getValueType() == JsonValue.ValueType.NULL) {
            return Map.of();
        }
        if (metadata.getValueType() != JsonValue.ValueType.OBJECT) {
            throw new InvalidRequestException("metadata", "metadata must be a JSON object of strings");
        }
        Map<String, String> strings = new LinkedHashMap<>();
        for (Map.Entry<String, JsonValue> entry : ((JsonObject) metadata).entrySet()) {
            if (!(entry.getValue() instanceof JsonString value)) {
                throw new InvalidRequestException("metadata", "metadata value " + entry.getKey() + " is not a string");
            }
            strings.put(entry.getKey(), value.getString());
        }
        return strings;
    }
}
