package io.ragguard.console.review;

import io.ragguard.recording.boundary.ClaimOutcome;
import jakarta.json.Json;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;

import java.io.Serializable;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A passage of the context an answer was grounded in, as readable text, cut into runs at the evidence spans of
 * the answer's claims so that the page can highlight each span in its claim's colour, whichever validator gave
 * the verdict (faithfulness: supported, unsupported, contradicted; claims: Supported, Contradictory,
 * Insufficient). Where the spans of several claims overlap, the worst verdict shows (contradicted over
 * unsupported over supported), so that a supported claim sharing a sentence never paints a contradicted claim's
 * evidence as support; each run names every claim it is evidence for. A sentence that is no claim
 * ({@code not_a_claim}) has no span.
 */
public record EvidencePassage(int number, String id, String title, Double score, List<EvidenceRun> segments)
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
                return List.of(new EvidencePassage(1, null, null, null, List.of(EvidenceRun.plain(context))));
            }
            recorded = value.asJsonObject();
        } catch (JsonException | ClassCastException e) {
            return List.of(new EvidencePassage(1, null, null, null, List.of(EvidenceRun.plain(context))));
        }
        List<EvidencePassage> passages = new ArrayList<>();
        for (JsonValue value : recorded.getJsonArray("passages")) {
            JsonObject p = value.asJsonObject();
            String id = p.containsKey("id") ? p.get("id").toString().replace("\"", "") : null;
            String text = p.getString("text", "");
            passages.add(new EvidencePassage(passages.size() + 1, id, p.getString("title", null),
                    p.containsKey("score") && p.get("score").getValueType() == JsonValue.ValueType.NUMBER
                            ? p.getJsonNumber("score").doubleValue() : null,
                    runs(text, spansOf(id, passages.size() + 1, claims, text.length()))));
        }
        return passages;
    }

    /** A claim's span in this passage, with its verdict and text. */
    private record Span(int start, int end, String verdict, String claim) {

        boolean covers(int at) {
            return start <= at && at < end;
        }

        /** How bad the verdict is: contradicted 3, unsupported (or a verdict not known here) 2, supported 1. */
        int badness() {
            return switch (verdict.toLowerCase(Locale.ROOT)) {
                case "contradicted", "contradictory" -> 3;
                case "supported" -> 1;
                case "not_a_claim" -> 0;
                default -> 2;
            };
        }
    }

    private static final Comparator<Span> WORST_FIRST = Comparator.comparingInt(Span::badness).reversed();

    /** The spans claims cite in this passage (by its id, or its number when the claim names that). */
    private static List<Span> spansOf(String id, int number, List<ClaimOutcome> claims, int length) {
        List<Span> spans = new ArrayList<>();
        for (ClaimOutcome c : claims) {
            boolean here = c.evidenceId() != null && (c.evidenceId().equals(id) || c.evidenceId().equals(String.valueOf(number)));
            if (here && c.verdict() != null && c.start() != null && c.end() != null && c.start() >= 0
                    && c.end() <= length && c.start() < c.end()) {
                spans.add(new Span(c.start(), c.end(), c.verdict(), c.text()));
            }
        }
        return spans;
    }

    /** The text cut where the set of claims covering it changes; each run shows the worst of them. */
    private static List<EvidenceRun> runs(String text, List<Span> spans) {
        List<EvidenceRun> runs = new ArrayList<>();
        int from = 0;
        List<Span> covering = covering(spans, 0);
        for (int at = 1; at <= text.length(); at++) {
            List<Span> here = at == text.length() ? null : covering(spans, at);
            if (!covering.equals(here)) {
                runs.add(run(text.substring(from, at), covering));
                from = at;
                covering = here;
            }
        }
        return runs;
    }

    private static List<Span> covering(List<Span> spans, int at) {
        return spans.stream().filter(s -> s.covers(at)).sorted(WORST_FIRST).toList();
    }

    private static EvidenceRun run(String text, List<Span> covering) {
        if (covering.isEmpty()) {
            return EvidenceRun.plain(text);
        }
        return new EvidenceRun(text, covering.get(0).verdict(), covering.stream()
                .map(s -> s.claim() == null ? s.verdict() : s.verdict() + ": " + s.claim()).collect(Collectors.joining("\n")));
    }
}
