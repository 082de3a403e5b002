package io.ragguard.validate.boundary;

import jakarta.json.JsonValue;

import java.util.List;

/**
 * {@code {"question", "answer", "contexts"?: ["text", ...] or [{"id"?, "text"}, ...],
 * "tenant"?, "validators"?: ["name", ...]}}; context {@code i} (from 0) is cited as {@code [i + 1]}.
 */
public record ValidateRequest(String question, String answer, List<JsonValue> contexts, String tenant,
                              List<String> validators) {
}
