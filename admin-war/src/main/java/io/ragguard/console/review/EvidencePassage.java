package io.ragguard.console.review;

import io.ragguard.console.display.Segment;
import io.ragguard.recording.boundary.ClaimOutcome;
import jakarta.json.Json;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;

import java.io.Serializable;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

/**
 * A passage of the context an answer was grounded in, as readable text, cut into segments at the
 * evidence spans of the answer's claims so that the page can highlight each span in its claim's
 * colour, whichever validator gave the verdict (faithfulness: supported, unsupported, contradicted;
 * claims: Supported, Contradictory, Insufficient); where spans overlap, the earlier claim's verdict shows.
 * A sentence that is no claim ({@code not_a_claim}) has no span.
 */
public record EvidencePassage(int number, String id, String title, Double score, List<Segment> segments)
        implements Serializable {

    /**
     * The passages of a recorded context ({@code {"passages": [{"id", "title", "score", "text"}]}}) with
     * the claims' spans marked; a context that is not such JSON is one plain passage.
     */
    static List<EvidencePassage> of(String context, List<ClaimOutcome> claims) {
        if (context == null || context.isBlank()) {
            return List.of();
        }
        JsonObject recorded;
        try (var reader = Json.createReader(new StringReader(context))) {
            JsonValue value = reader.readValue();
            if (value.getValueType() != JsonValue.ValueType.OBJECT
                    || !value.asJsonObject().containsKey("passages")) {
                return List.of(new EvidencePassage(1, null, null, null, List.of(new Segment(context, "plain"))));
            }
            recorded = value.asJsonObject();
        } catch (JsonException | ClassCastException e) {
            return List.of(new EvidencePassage(1, null, null, null, List.of(new Segment(context, "plain"))));
        }
        List<EvidencePassage> passages = new ArrayList<>();
        for (JsonValue value : recorded.getJsonArray("passages")) {
            JsonObject p = value.asJsonObject();
            String id = p.containsKey("id") ? p.get("id").toString().replace("\"", "") : null;
            String text = p.getString("text", "");
            passages.add(new EvidencePassage(passages.size() + 1, id, p.getString("title", null),
                    p.containsKey("score") && p.get("score").getValueType() == JsonValue.ValueType.NUMBER
                            ? p.getJsonNumber("score").doubleValue() : null,
                    segments(text, spansOf(id, passages.size() + 1, claims, text.length()))));
        }
        return passages;
    }

    private record Span(int start, int end, String verdict) {
    }

    /** The spans claims cite in this passage (by its id, or its number when the claim names that). */
    private static List<Span> spansOf(String id, int number, List<ClaimOutcome> claims, int length) {
        List<Span> spans = new ArrayList<>();
        for (ClaimOutcome c : claims) {
            boolean here = c.evidenceId() != null && (c.evidenceId().equals(id) || c.evidenceId().equals(String.valueOf(number)));
            if (here && c.start() != null && c.end() != null && c.start() >= 0 && c.end() <= length && c.start() < c.end()) {
                spans.add(new Span(c.start(), c.end(), c.verdict()));
            }
        }
        return spans;
    }

    private static List<Segment> segments(String text, List<Span> spans) {
        String[] kind = new String[text.length()];
        for (int i = spans.size() - 1; i >= 0; i--) {
            Span s = spans.get(i);
            for (int at = s.start(); at < s.end(); at++) {
                kind[at] = s.verdict();
            }
        }
        List<Segment> segments = new ArrayList<>();
        int from = 0;
        for (int at = 1; at <= text.length(); at++) {
            if (at == text.length() || !java.util.Objects.equals(kind[at], kind[from])) {
                segments.add(new Segment(text.substring(from, at), kind[from] == null ? "plain" : kind[from]));
                from = at;
            }
        }
        return segments;
    }
}
