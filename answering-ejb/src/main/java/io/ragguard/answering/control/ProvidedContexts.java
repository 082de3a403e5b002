package io.ragguard.answering.control;

import io.ragguard.request.InvalidRequestException;
import io.ragguard.validation.spi.Evidence;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.util.ArrayList;
import java.util.List;

/**
 * The contexts a caller brings, as evidence for the chain and as the record's context JSON (the
 * shape the chat pipeline records). Context {@code i} (from 0) becomes evidence number {@code i + 1},
 * id {@code ctx-<i + 1>} unless it names one, title {@code context <i + 1>}, score 1.
 */
public final class ProvidedContexts {

    private static final int MAX_ID_CHARS = 200;

    private ProvidedContexts() {
    }

    /** @throws InvalidRequestException for a context that is neither a string nor an object with a text */
    public static List<Evidence> evidence(List<JsonValue> contexts, int maxContexts, int maxChars) {
        if (contexts == null) {
            return List.of();
        }
        if (contexts.size() > maxContexts) {
            throw new InvalidRequestException("contexts", "more than " + maxContexts + " contexts");
        }
        List<Evidence> evidence = new ArrayList<>();
        for (int i = 0; i < contexts.size(); i++) {
            int number = i + 1;
            JsonValue context = contexts.get(i);
            String id = "ctx-" + number;
            String text;
            if (context instanceof JsonString string) {
                text = string.getString();
            } else if (context instanceof JsonObject object && object.get("text") instanceof JsonString string) {
                text = string.getString();
                id = optional(object, "id", id, number);
            } else {
                throw new InvalidRequestException("contexts",
                        "context " + number + " is neither a string nor an object with a \"text\" string");
            }
            if (text.isBlank()) {
                throw new InvalidRequestException("contexts", "context " + number + " is empty");
            }
            if (text.length() > maxChars) {
                throw new InvalidRequestException("contexts", "context " + number + " is longer than " + maxChars
                        + " characters");
            }
            // kept as given, so that the claims' evidence offsets index the caller's own text
            evidence.add(new Evidence(number, id, "context " + number, text, 1.0));
        }
        return evidence;
    }

    private static String optional(JsonObject object, String field, String fallback, int number) {
        JsonValue value = object.get(field);
        if (value == null || value.getValueType() == JsonValue.ValueType.NULL) {
            return fallback;
        }
        String text = value instanceof JsonString string ? string.getString().strip()
                : value.getValueType() == JsonValue.ValueType.NUMBER ? value.toString() : null;
        if (text == null || text.isEmpty() || text.length() > MAX_ID_CHARS) {
            throw new InvalidRequestException("contexts", "the " + field + " of context " + number
                    + " must be a string of 1 to " + MAX_ID_CHARS + " characters");
        }
        return text;
    }

    /** The contexts as recorded with the answer: passages, average similarity, and quality "provided". */
    public static String recorded(List<Evidence> evidence) {
        JsonArrayBuilder passages = Json.createArrayBuilder();
        for (Evidence e : evidence) {
            passages.add(Json.createObjectBuilder().add("id", e.id()).add("title", e.title())
                    .add("score", e.score()).add("text", e.text()));
        }
        return Json.createObjectBuilder()
                .add("passages", passages)
                .add("average_similarity", averageSimilarity(evidence))
                .add("filtered_out", 0)
                .add("quality", evidence.isEmpty() ? "none" : "provided")
                .build().toString();
    }

    public static double averageSimilarity(List<Evidence> evidence) {
        return evidence.stream().mapToDouble(Evidence::score).average().orElse(0.0);
    }
}
