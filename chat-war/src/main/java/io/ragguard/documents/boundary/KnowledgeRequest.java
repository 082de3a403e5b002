package io.ragguard.documents.boundary;

import io.ragguard.request.InvalidRequestException;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.LinkedHashMap;
import java.util.Map;

/** {@code {"title", "content", "source_id"?, "tenant"?, "metadata"?}}, metadata a JSON object of strings. */
@Schema(description = "A document to store in a tenant's knowledge.", requiredProperties = {"title", "content"})
public record KnowledgeRequest(
        @Schema(example = "Lantern warranty") String title,
        @Schema(description = "The document's text, at most knowledge.max-bytes (10 MB)",
                example = "The Zephyr lantern warranty lasts 7 years.")
        String content,
        @Schema(name = "source_id", description = "Where the document comes from; doc-<id> when left out",
                example = "retail/lantern-warranty")
        String sourceId,
        @Schema(description = "The tenant whose knowledge it is; chat.default.tenant when left out",
                example = "northwind")
        String tenant,
        @Schema(type = SchemaType.OBJECT, additionalProperties = String.class, description = "Names and strings "
                + "kept with the document", example = "{\"department\": \"returns\"}")
        JsonValue metadata) {

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
