package io.ragguard.validation.faithfulness;

import io.ragguard.generation.boundary.Prompt;
import io.ragguard.validation.spi.Evidence;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;

import java.io.StringReader;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The grounding judge's prompt and the reading of its reply. The system message asks for one JSON object
 * and nothing else, {@code {"verdicts": [{"sentence": 1, "verdict": "supported"}, ...]}}, a verdict per
 * numbered sentence: {@code supported} when the sources state or directly imply all of it,
 * {@code contradicted} when they say otherwise, {@code unsupported} when they do not say. The sources are
 * the evidence, numbered as the answer cites them; the question part holds the question and the numbered
 * sentences. A reply is read strictly: a verdict for a sentence that was not asked, a label that is none
 * of the three, or anything that is not that object counts for nothing.
 */
final class JudgePrompt {

    static final String INSTRUCTIONS = """
            You check whether each numbered sentence of an answer is supported by the numbered sources.
            Judge each sentence on its own, only against the sources, never against what you know.
            A sentence is "supported" when the sources state or directly imply everything it says, \
            "contradicted" when the sources say otherwise, and "unsupported" when the sources do not say it.
            Reply with exactly one JSON object and nothing else, no Markdown, no explanation:
            {"verdicts": [{"sentence": 1, "verdict": "supported"}, {"sentence": 2, "verdict": "unsupported"}]}""";

    static final Set<String> VERDICTS = Set.of("supported", "unsupported", "contradicted");

    private JudgePrompt() {
    }

    static Prompt of(String question, List<Evidence> evidence, List<String> sentences) {
        StringBuilder asked = new StringBuilder(question == null ? "" : question.strip()).append("\n\nSentences:");
        for (int i = 0; i < sentences.size(); i++) {
            asked.append('\n').append(i + 1).append(". ").append(sentences.get(i).strip());
        }
        List<Prompt.Source> sources = evidence.stream()
                .map(e -> new Prompt.Source(e.number(), e.title(), e.text() == null ? "" : e.text())).toList();
        return new Prompt(INSTRUCTIONS, sources, asked.toString());
    }

    /** The verdicts of a reply, by the sentence's index (from 0); empty when the reply is not the object asked for. */
    static Map<Integer, String> verdicts(String reply, int sentences) {
        Map<Integer, String> verdicts = new LinkedHashMap<>();
        if (reply == null || reply.isBlank()) {
            return verdicts;
        }
        JsonObject object;
        try (JsonReader reader = Json.createReader(new StringReader(reply.strip()))) {
            object = reader.readObject();
        } catch (JsonException | IllegalStateException e) {
            return verdicts;
        }
        JsonValue list = object.get("verdicts");
        if (list == null || list.getValueType() != JsonValue.ValueType.ARRAY) {
            return verdicts;
        }
        for (JsonValue item : (JsonArray) list) {
            if (item.getValueType() != JsonValue.ValueType.OBJECT) {
                continue;
            }
            JsonObject verdict = item.asJsonObject();
            JsonValue number = verdict.get("sentence");
            JsonValue label = verdict.get("verdict");
            if (number instanceof JsonNumber n && n.isIntegral() && label != null
                    && label.getValueType() == JsonValue.ValueType.STRING) {
                int index = n.intValue() - 1;
                String text = verdict.getString("verdict");
                if (index >= 0 && index < sentences && VERDICTS.contains(text)) {
                    verdicts.putIfAbsent(index, text);
                }
            }
        }
        return verdicts;
    }
}
