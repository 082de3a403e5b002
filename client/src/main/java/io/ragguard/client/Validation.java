package io.ragguard.client;

import jakarta.json.JsonObject;

import java.util.List;

/**
 * The guard's verdict on an answer the caller brought: whether nothing unsupported would be served
 * ({@code passed}: true for passed, patched and declined), the status ({@code passed}, {@code patched},
 * {@code unverified}, {@code declined}, {@code failed}), why a declined reply does not answer
 * ({@code declineReason}: {@code no_context}, {@code off_topic}, {@code unsupported}, {@code out_of_scope};
 * null for any other status), the faithfulness score (null when it did not run), the reasons, the answer as
 * patched (null when nothing was patched), the id of its record, and the whole JSON.
 */
public record Validation(boolean passed, String status, String declineReason, Double faithfulness,
                         List<String> reasons, String patchedAnswer, String requestId, JsonObject json) {

    public Validation {
        reasons = List.copyOf(reasons);
    }

    static Validation of(JsonObject json) {
        return new Validation(json.getBoolean("passed", false), json.getString("status", null),
                json.getString("decline_reason", null),
                json.containsKey("faithfulness") && !json.isNull("faithfulness")
                        ? json.getJsonNumber("faithfulness").doubleValue() : null,
                Jsons.strings(json, "reasons"),
                json.containsKey("patched_answer") && !json.isNull("patched_answer")
                        ? json.getString("patched_answer") : null,
                json.getString("request_id", null), json);
    }

    /** Whether the answer, as patched, does not answer the question; {@link #declineReason()} says why. */
    public boolean declined() {
        return "declined".equals(status);
    }
}
