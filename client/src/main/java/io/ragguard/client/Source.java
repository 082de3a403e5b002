package io.ragguard.client;

import jakarta.json.JsonObject;

import java.util.List;

/** A retrieved passage an answer may cite as {@code [n]}: its chunk id, title, source id, score and snippet. */
public record Source(String id, String title, String sourceId, double score, String snippet) {

    /** The {@code context_used} passages of an answer or a stream's {@code context} event, in citation order. */
    static List<Source> all(JsonObject json) {
        if (!json.containsKey("context_used") || json.isNull("context_used")) {
            return List.of();
        }
        return json.getJsonArray("context_used").getValuesAs(JsonObject.class).stream()
                .map(s -> new Source(s.getString("id", null), s.getString("title", null),
                        s.getString("source_id", null), s.containsKey("score") ? s.getJsonNumber("score").doubleValue()
                        : 0, s.getString("snippet", null)))
                .toList();
    }
}
