package io.ragguard.answering.control;

import io.ragguard.answering.boundary.EvaluationRow;
import io.ragguard.request.InvalidRequestException;
import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One row of a batch evaluation as a JSON object, numbered as its file counts it, and the {@link EvaluationRow}s
 * it stands for: a validate row ({@code question}, {@code answer}, {@code contexts}, {@code label} or a boolean
 * {@code faithful}), a chat row ({@code question}, {@code tenant}, {@code expected}, or the demo's golden
 * {@code expected_phrases}), or a development set's row as published: HaluEval (one faithful row and one
 * hallucinated row per wrong answer), SummEdits (the summary judged on its article) or WiCE (the claim judged on
 * its evidence, one context). Strings are stripped and held to the validate endpoint's default limits, but
 * a context may be ten times as long: a development set's document (a WiCE article) is longer than a passage.
 */
record RowObject(JsonObject object, int number) {

    static final int MAX_QUESTION_CHARS = 4000;
    static final int MAX_ANSWER_CHARS = 20000;
    static final int MAX_CONTEXTS = 20;
    static final int MAX_CONTEXT_CHARS = 200000;
    private static final String SUMMARY_QUESTION = "Summarize the article.";
    private static final String LABEL_RULE = "faithful or hallucinated (or true/false, 1/0)";
    private static final Map<String, Boolean> LABELS = Map.ofEntries(Map.entry("faithful", true),
            Map.entry("supported", true), Map.entry("consistent", true), Map.entry("true", true),
            Map.entry("1", true), Map.entry("hallucinated", false), Map.entry("not_supported", false),
            Map.entry("partially_supported", false), Map.entry("unsupported", false),
            Map.entry("inconsistent", false), Map.entry("false", false), Map.entry("0", false));

    /** @throws InvalidRequestException without a field, for a row that is none of the kinds or breaks a limit */
    List<EvaluationRow> rows() {
        if (has("knowledge") && has("right_answer")) {
            return haluEval();
        }
        if (has("doc") && has("summary")) {
            return List.of(EvaluationRow.validate(SUMMARY_QUESTION, text("summary", MAX_ANSWER_CHARS),
                    List.of(text("doc", MAX_CONTEXT_CHARS)), label()));
        }
        if (has("claim") && has("evidence")) {
            String claim = text("claim", MAX_QUESTION_CHARS);
            String evidence = String.join(" ", strings("evidence").stream().filter(s -> !s.isEmpty()).toList());
            return List.of(EvaluationRow.validate(claim, claim,
                    List.of(limited("evidence", evidence, MAX_CONTEXT_CHARS)), label()));
        }
        if (has("source_id") && !has("question")) {
            throw wrong("a RAGTruth row needs its source's question and passages as question and contexts, "
                    + "mapped as docs/evaluation.md says (see docs/evaluation.md, Batch evaluations)");
        }
        if (has("answer") || has("label") || has("faithful") || has("contexts") || has("context")) {
            return List.of(EvaluationRow.validate(text("question", MAX_QUESTION_CHARS),
                    text("answer", MAX_ANSWER_CHARS), contexts(), label()));
        }
        if (has("question")) {
            return List.of(EvaluationRow.chat(text("question", MAX_QUESTION_CHARS), optional("tenant"), expected()));
        }
        throw wrong("neither a validate row (question, answer, contexts, label) nor a chat row (question)");
    }

    private List<EvaluationRow> haluEval() {
        String question = text("question", MAX_QUESTION_CHARS);
        List<String> knowledge = List.of(text("knowledge", MAX_CONTEXT_CHARS));
        List<EvaluationRow> rows = new ArrayList<>();
        rows.add(EvaluationRow.validate(question, text("right_answer", MAX_ANSWER_CHARS), knowledge, true));
        List<String> wrongAnswers = strings("hallucinated_answers");
        for (int i = 0; i < wrongAnswers.size(); i++) {
            String answer = limited("hallucinated answer " + (i + 1), wrongAnswers.get(i), MAX_ANSWER_CHARS);
            rows.add(EvaluationRow.validate(question, answer, knowledge, false));
        }
        return rows;
    }

    private boolean has(String name) {
        JsonValue value = object.get(name);
        return value != null && value.getValueType() != JsonValue.ValueType.NULL;
    }

    private String text(String name, int max) {
        if (!has(name)) {
            throw wrong(name + " is missing");
        }
        if (!(object.get(name) instanceof JsonString text)) {
            throw wrong(name + " must be a string");
        }
        return limited(name, text.getString(), max);
    }

    private String limited(String what, String text, int max) {
        String stripped = text.strip();
        if (stripped.isEmpty()) {
            throw wrong(what + " is blank");
        }
        if (stripped.length() > max) {
            throw wrong(what + " is longer than " + max + " characters");
        }
        return stripped;
    }

    /** A string (or a number), stripped; null when absent or blank. */
    private String optional(String name) {
        if (!has(name)) {
            return null;
        }
        JsonValue value = object.get(name);
        String text = value instanceof JsonString string ? string.getString().strip()
                : value instanceof JsonNumber ? value.toString() : null;
        if (text == null) {
            throw wrong(name + " must be a string");
        }
        return text.isEmpty() ? null : text;
    }

    /** The {@code expected} phrase, or else the first of the {@code expected_phrases} that golden.jsonl lists. */
    private String expected() {
        if (has("expected") || !has("expected_phrases")) {
            return optional("expected");
        }
        return strings("expected_phrases").stream().filter(s -> !s.isEmpty()).findFirst().orElse(null);
    }

    /** A string or an array of strings (or of objects with a text string), stripped; none when absent or blank. */
    private List<String> strings(String name) {
        JsonValue value = object.get(name);
        if (!has(name) || value instanceof JsonString string && string.getString().isBlank()) {
            return List.of();
        }
        if (value instanceof JsonString string) {
            return List.of(string.getString().strip());
        }
        if (!(value instanceof JsonArray array)) {
            throw wrong(name + " must be a string or an array of strings");
        }
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            JsonValue item = array.get(i) instanceof JsonObject o && o.containsKey("text") ? o.get("text")
                    : array.get(i);
            if (!(item instanceof JsonString text)) {
                throw wrong(name + " item " + (i + 1) + " is neither a string nor an object with a text string");
            }
            texts.add(text.getString().strip());
        }
        return texts;
    }

    /** The {@code contexts} (or {@code context}): none, or up to the limit, each within the limit. */
    private List<String> contexts() {
        List<String> contexts = strings(has("contexts") ? "contexts" : "context");
        if (contexts.size() > MAX_CONTEXTS) {
            throw wrong(contexts.size() + " contexts, more than the " + MAX_CONTEXTS + " a row may have");
        }
        List<String> limited = new ArrayList<>();
        for (int i = 0; i < contexts.size(); i++) {
            limited.add(limited("context " + (i + 1), contexts.get(i), MAX_CONTEXT_CHARS));
        }
        return limited;
    }

    /** The {@code label}, or else the {@code faithful} flag: true for faithful. */
    private boolean label() {
        String name = has("label") ? "label" : "faithful";
        if (!has(name)) {
            throw wrong("label is missing: " + LABEL_RULE);
        }
        JsonValue value = object.get(name);
        Boolean label = switch (value.getValueType()) {
            case TRUE -> true;
            case FALSE -> false;
            case NUMBER -> oneOrZero(((JsonNumber) value).bigDecimalValue());
            case STRING -> LABELS.get(((JsonString) value).getString().strip().toLowerCase(Locale.ROOT)
                    .replaceAll("[\\s-]+", "_"));
            default -> null;
        };
        if (label == null) {
            throw wrong(name.equals("label") ? "label must be " + LABEL_RULE : "faithful must be true or false");
        }
        return label;
    }

    private static Boolean oneOrZero(BigDecimal value) {
        return value.compareTo(BigDecimal.ONE) == 0 ? Boolean.TRUE : value.signum() == 0 ? Boolean.FALSE : null;
    }

    private InvalidRequestException wrong(String what) {
        return new InvalidRequestException(null, "row " + number + ": " + what);
    }
}
