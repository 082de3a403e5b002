package io.ragguard.client;

import jakarta.json.JsonObject;

import java.util.List;

/**
 * A guarded answer: its text, whether nothing unsupported was served ({@code passed}: true for passed,
 * patched and declined) and the status it was recorded under ({@code passed}, {@code patched},
 * {@code unverified}, {@code declined}, or {@code unvalidated} when validation is off), why a declined reply
 * does not answer ({@code declineReason}: {@code no_context}, {@code off_topic}, {@code unsupported},
 * {@code out_of_scope}; null for any other status), the reasons of the checks that flagged it, the passages
 * it may cite, the ids that find its record and conversation, and the whole JSON as the server sent it.
 */
public record Answer(String response, boolean passed, String status, String declineReason, List<String> reasons,
                     List<Source> sources, String requestId, String conversationId, JsonObject json) {

    public Answer {
        reasons = List.copyOf(reasons);
        sources = List.copyOf(sources);
    }

    static Answer of(JsonObject json) {
        JsonObject metrics = json.getJsonObject("validation_metrics");
        return new Answer(json.getString("response", ""),
                metrics != null && metrics.getBoolean("passed", false),
                metrics == null ? "unvalidated" : metrics.getString("status", "unvalidated"),
                metrics == null ? null : metrics.getString("decline_reason", null),
                metrics == null ? List.of() : Jsons.strings(metrics, "reasons"),
                Source.all(json), json.getString("request_id", null), json.getString("conversation_id", null), json);
    }

    /** Whether the reply does not answer the question; {@link #declineReason()} says why. */
    public boolean declined() {
        return "declined".equals(status);
    }
}
