package io.ragguard.client;

import jakarta.json.JsonObject;

import java.util.List;

/**
 * The guard's verdict on an answer the caller brought: whether every enabled check passed, the status,
 * the faithfulness score (null when it did not run), the reasons, the answer as patched (null when
 * nothing was patched), the id of its record, and the whole JSON.
 */
public record Validation(boolean passed, String status, Double faithfulness, List<String> reasons,
                         String patchedAnswer, String requestId, JsonObject json) {

    public Validation {
        reasons = List.copyOf(reasons);
    }

    static Validation of(JsonObject json) {
        return new Validation(json.getBoolean("passed", false), json.getString("status", null),
                json.containsKey("faithfulness") && !json.isNull("faithfulness")
                        ? json.getJsonNumber("faithfulness").doubleValue() : null,
                Jsons.strings(json, "reasons"),
                json.containsKey("patched_answer") && !json.isNull("patched_answer")
                        ? json.getString("patched_answer") : null,
                json.getString("request_id", null), json);
    }
}
