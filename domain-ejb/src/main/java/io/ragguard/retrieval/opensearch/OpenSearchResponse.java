package io.ragguard.retrieval.opensearch;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.io.StringReader;
import java.util.List;

/**
 * An answer of OpenSearch, whatever its status: the caller says which non-2xx statuses it expects
 * (a missing index is often no error) and turns the others into an {@link OpenSearchException} that
 * carries OpenSearch's own reason.
 */
public record OpenSearchResponse(String request, int status, JsonObject body) {

    /** A response body as JSON: empty for none (HEAD), kept as the error's text when it is not JSON. */
    static OpenSearchResponse of(String request, int status, String body) {
        if (body == null || body.isBlank()) {
            return new OpenSearchResponse(request, status, JsonValue.EMPTY_JSON_OBJECT);
        }
        try (JsonReader reader = Json.createReader(new StringReader(body))) {
            JsonValue value = reader.readValue();
            JsonObject object = value instanceof JsonObject o ? o : Json.createObjectBuilder().add("value", value).build();
            return new OpenSearchResponse(request, status, object);
        } catch (JsonException e) {
            String text = body.length() > 500 ? body.substring(0, 500) + "..." : body;
            return new OpenSearchResponse(request, status, Json.createObjectBuilder().add("error", text.strip()).build());
        }
    }

    public boolean ok() {
        return status >= 200 && status < 300;
    }

    /** The body of a 2xx response; any other status is an {@link OpenSearchException}. */
    public JsonObject orThrow() {
        if (!ok()) {
            throw new OpenSearchException(status, request + ": " + reason());
        }
        return body;
    }

    /** The body of a 2xx {@code _bulk} response; the first item refused is an {@link OpenSearchException}. */
    public JsonObject orThrowItems() {
        JsonObject bulk = orThrow();
        if (!bulk.getBoolean("errors", false)) {
            return bulk;
        }
        List<JsonObject> refused = bulk.getJsonArray("items").getValuesAs(JsonObject.class).stream()
                .flatMap(item -> item.values().stream())
                .map(JsonValue::asJsonObject)
                .filter(result -> result.get("error") instanceof JsonObject)
                .toList();
        JsonObject first = refused.get(0);
        throw new OpenSearchException(first.getInt("status", status), request + ": " + refused.size() + " of "
                + bulk.getJsonArray("items").size() + " refused, first " + first.getString("_id", "?") + ": "
                + describe(first.getJsonObject("error")));
    }

    /** A 404 for want of the index, not of a wrong URL. */
    public boolean missingIndex() {
        return status == 404 && errorType().equals("index_not_found_exception");
    }

    /** OpenSearch's {@code error.type}, or an empty string. */
    public String errorType() {
        return body.get("error") instanceof JsonObject error ? error.getString("type", "") : "";
    }

    /** OpenSearch's error type and reason, with their cause. */
    public String reason() {
        JsonValue error = body.get("error");
        if (error instanceof JsonObject object) {
            return describe(object);
        }
        if (error != null) {
            return error instanceof JsonString text ? text.getString() : error.toString();
        }
        return body.isEmpty() ? "no reason given" : body.toString();
    }

    /** Type and reason, with the root cause's or else the cause's: "all shards failed" alone says little. */
    private static String describe(JsonObject error) {
        String reason = error.getString("type", "error") + ": " + error.getString("reason", "");
        JsonValue roots = error.get("root_cause");
        JsonValue cause = roots instanceof JsonArray array && !array.isEmpty() ? array.get(0) : error.get("caused_by");
        if (cause instanceof JsonObject object) {
            String because = describe(object);
            if (!because.equals(reason)) {
                reason += " (caused by " + because + ")";
            }
        }
        return reason;
    }
}
