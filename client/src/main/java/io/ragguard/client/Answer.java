package io.ragguard.client;

import jakarta.json.JsonObject;

import java.util.List;

/**
 * A guarded answer: its text, whether every enabled check passed and the status it was recorded under
 * ({@code passed}, {@code patched}, {@code unverified}), the reasons of the checks that flagged it, the
 * passages it may cite, the ids that find its record and conversation, and the whole JSON as the
 * server sent it.
 */
public record Answer(String response, boolean passed, String status, List<String> reasons, List<Source> sources,
                     String requestId, String conversationId, JsonObject json) {

    public Answer {
        reasons = List.copyOf(reasons);
        sources = List.copyOf(sources);
    }

    static Answer of(JsonObject json) {
        JsonObject metrics = json.getJsonObject("validation_metrics");
        return new Answer(json.getString("response", ""),
                metrics != null && metrics.getBoolean("passed", false),
                metrics == null ? "unvalidated" : metrics.getString("status", "unvalidated"),
                metrics == null ? List.of() : Jsons.strings(metrics, "reasons"),
                Source.all(json), json.getString("request_id", null), json.getString("conversation_id", null), json);
    }
}
