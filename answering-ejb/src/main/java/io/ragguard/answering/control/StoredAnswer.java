package io.ragguard.answering.control;

import io.ragguard.recording.boundary.ReviewItem;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.validation.spi.ValidationInput;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

/**
 * A stored answer as the chain judged it: its question, the answer as it was generated (or brought to
 * {@code /api/validate}), its tenant, and its recorded passages as the evidence, passage {@code i} (from 0)
 * cited as {@code [i + 1]} as they were ({@link RecordedContext}, {@link ProvidedContexts}).
 */
public final class StoredAnswer {

    private StoredAnswer() {
    }

    public static ValidationInput input(ReviewItem item) {
        List<Evidence> evidence = evidence(item.context());
        double similarity = evidence.stream().mapToDouble(Evidence::score).average().orElse(0.0);
        String answer = item.answerBefore() == null ? "" : item.answerBefore();
        return new ValidationInput(item.question(), answer, evidence, item.tenant(), !evidence.isEmpty(), similarity);
    }

    static List<Evidence> evidence(String context) {
        List<Evidence> evidence = new ArrayList<>();
        if (context == null || context.isBlank()) {
            return evidence;
        }
        JsonObject recorded;
        try (var reader = Json.createReader(new StringReader(context))) {
            recorded = reader.readObject();
        } catch (JsonException | IllegalStateException e) {
            return evidence;
        }
        if (!(recorded.get("passages") instanceof JsonArray passages)) {
            return evidence;
        }
        for (JsonValue value : passages) {
            if (value instanceof JsonObject p && p.containsKey("text")) {
                int number = evidence.size() + 1;
                evidence.add(new Evidence(number, p.get("id") == null ? "ctx-" + number : text(p.get("id")),
                        p.getString("title", "passage " + number), p.getString("text", ""),
                        p.containsKey("score") ? p.getJsonNumber("score").doubleValue() : 1.0));
            }
        }
        return evidence;
    }

    private static String text(JsonValue value) {
        return value.getValueType() == JsonValue.ValueType.STRING ? ((jakarta.json.JsonString) value).getString()
                : value.toString();
    }
}
