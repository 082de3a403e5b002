package io.ragguard.recording.control;

import io.ragguard.privacy.PiiScanner;
import io.ragguard.recording.boundary.ClaimOutcome;
import io.ragguard.recording.boundary.RecordDraft;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.io.StringReader;
import java.util.Map;

/**
 * A request as it may be stored: personal data in the question, the answers and the claims
 * redacted ({@code [REDACTED EMAIL]}), and in the context masked character by character, so that a
 * claim's evidence offsets still point at the same words.
 */
public final class Redaction {

    private Redaction() {
    }

    public static RecordDraft of(RecordDraft d) {
        return new RecordDraft(d.requestId(), d.endpoint(), d.tenant(), d.conversationId(),
                PiiScanner.redact(d.question()), PiiScanner.redact(d.answerBefore()), PiiScanner.redact(d.answerAfter()),
                d.status(), d.declineReason(), d.reasons(), context(d.context()), d.contextQuality(), d.latencies(),
                d.outcomes(), d.claims().stream().map(c -> new ClaimOutcome(c.validator(), PiiScanner.redact(c.text()),
                        c.verdict(), c.score(), c.evidenceId(), c.start(), c.end())).toList(), d.generator(),
                d.keyName());
    }

    /** The context JSON with every string in it masked; text that is not JSON is masked as a whole. */
    public static String context(String json) {
        if (json == null || json.isEmpty()) {
            return json;
        }
        try (var reader = Json.createReader(new StringReader(json))) {
            return masked(reader.readValue()).toString();
        } catch (JsonException e) {
            return PiiScanner.mask(json);
        }
    }

    private static JsonValue masked(JsonValue value) {
        return switch (value.getValueType()) {
            case STRING -> Json.createValue(PiiScanner.mask(((JsonString) value).getString()));
            case ARRAY -> {
                JsonArrayBuilder array = Json.createArrayBuilder();
                ((JsonArray) value).forEach(v -> array.add(masked(v)));
                yield array.build();
            }
            case OBJECT -> {
                JsonObjectBuilder object = Json.createObjectBuilder();
                for (Map.Entry<String, JsonValue> e : ((JsonObject) value).entrySet()) {
                    object.add(e.getKey(), masked(e.getValue()));
                }
                yield object.build();
            }
            default -> value;
        };
    }
}
