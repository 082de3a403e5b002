package io.ragguard.bench;

import io.ragguard.validation.spi.Evidence;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Labelled answers for the grounding validators: an answer, the contexts it should be drawn from and
 * whether it is faithful to them. Read from the evaluation format ({@code id}, {@code question},
 * {@code answer}, {@code contexts}, {@code label}: faithful or hallucinated) or straight from the
 * files in {@code data.dir}: HaluEval (right answer faithful, each hallucinated answer not; context
 * the knowledge), SummEdits (doc the context, summary the answer, label 1 faithful) and WiCE
 * (evidence sentences the contexts, claim the answer, supported faithful, partially or not
 * supported hallucinated).
 */
record GroundingRows(String name, List<Row> rows) {

    record Row(String id, String dataset, String question, String answer, List<String> contexts, boolean faithful) {

        /** The contexts as numbered evidence, as the server would pass retrieved passages. */
        List<Evidence> evidence() {
            List<Evidence> evidence = new ArrayList<>();
            for (int i = 0; i < contexts.size(); i++) {
                evidence.add(new Evidence(i + 1, id + "#" + i, "", contexts.get(i), 1.0));
            }
            return evidence;
        }

        /** The group a dataset belongs to for cross-validation: halueval, summedits or wice. */
        String group() {
            return dataset.startsWith("summedits") ? "summedits" : dataset;
        }

        /** Its cross-validation fold, 0 to 4, by context: no document's summaries are split between folds. */
        int fold() {
            return Math.floorMod(String.join("\n", contexts).hashCode(), 5);
        }
    }

    static final List<String> DATASETS = List.of("halueval", "summedits-news", "summedits-podcast",
            "summedits-samsum", "wice");

    /**
     * A dataset by name: halueval, summedits (all three), summedits-news|podcast|samsum, wice, golden,
     * paraphrases (faithful rewordings of one-sentence evidence, bench's resources), faithful (the
     * faithful-answer set and its hallucinated twins, {@link FaithfulAnswers}), all (the three
     * development sets).
     */
    static GroundingRows dataset(String name) {
        String key = name.toLowerCase(Locale.ROOT);
        List<Row> rows = switch (key) {
            case "halueval" -> haluEval();
            case "summedits" -> {
                List<Row> all = new ArrayList<>();
                for (String part : List.of("news", "podcast", "samsum")) {
                    all.addAll(summEdits(part));
                }
                yield all;
            }
            case "summedits-news", "summedits-podcast", "summedits-samsum" -> summEdits(key.substring(10));
            case "wice" -> wice();
            case "faithful" -> FaithfulAnswers.rows();
            case "golden", "paraphrases" -> evaluationFormat(Corpora.resource("grounding/" + key + ".jsonl").lines()
                    .filter(l -> !l.isBlank()).map(l -> Json.createReader(new StringReader(l)).readObject()).toList(),
                    key);
            case "all" -> {
                List<Row> all = new ArrayList<>();
                for (String d : List.of("halueval", "summedits", "wice")) {
                    all.addAll(dataset(d).rows());
                }
                yield all;
            }
            default -> throw new IllegalArgumentException("unknown dataset " + name
                    + ": halueval, summedits, summedits-news, summedits-podcast, summedits-samsum, wice, golden,"
                    + " paraphrases, faithful, all");
        };
        return new GroundingRows(key, rows);
    }

    static GroundingRows file(Path file) {
        return new GroundingRows(file.getFileName().toString(),
                evaluationFormat(Corpora.jsonLines(file), file.getFileName().toString()));
    }

    private static List<Row> evaluationFormat(List<JsonObject> lines, String dataset) {
        List<Row> rows = new ArrayList<>();
        for (JsonObject o : lines) {
            String label = o.getString("label");
            if (!label.equals("faithful") && !label.equals("hallucinated")) {
                throw new IllegalArgumentException("row " + o.getString("id", "?") + ": label is " + label
                        + ", expected faithful or hallucinated");
            }
            rows.add(new Row(o.getString("id", dataset + "-" + rows.size()), dataset, o.getString("question", ""),
                    o.getString("answer"), strings(o, "contexts"), label.equals("faithful")));
        }
        return rows;
    }

    private static List<Row> haluEval() {
        List<Row> rows = new ArrayList<>();
        for (JsonObject o : Corpora.jsonLines(Corpora.dataDir().resolve("halueval-qa-dev.jsonl"))) {
            List<String> context = List.of(o.getString("knowledge"));
            rows.add(new Row(o.getString("id") + "/right", "halueval", o.getString("question"),
                    o.getString("right_answer"), context, true));
            List<String> wrong = strings(o, "hallucinated_answers");
            for (int i = 0; i < wrong.size(); i++) {
                rows.add(new Row(o.getString("id") + "/h" + i, "halueval", o.getString("question"), wrong.get(i),
                        context, false));
            }
        }
        return rows;
    }

    private static List<Row> summEdits(String part) {
        List<Row> rows = new ArrayList<>();
        for (JsonObject o : Corpora.jsonLines(Corpora.dataDir().resolve("summedits-" + part + ".jsonl"))) {
            rows.add(new Row(o.getString("id"), "summedits-" + part, "", o.getString("summary"),
                    List.of(o.getString("doc")), o.getInt("label") == 1));
        }
        return rows;
    }

    private static List<Row> wice() {
        List<Row> rows = new ArrayList<>();
        for (JsonObject o : Corpora.jsonLines(Corpora.dataDir().resolve("wice-claims-dev.jsonl"))) {
            rows.add(new Row(o.getString("id"), "wice", "", o.getString("claim"), strings(o, "evidence"),
                    o.getString("label").equals("supported")));
        }
        return rows;
    }

    private static List<String> strings(JsonObject o, String key) {
        return o.getJsonArray(key).stream().filter(v -> v.getValueType() == JsonValue.ValueType.STRING)
                .map(v -> ((JsonString) v).getString()).toList();
    }
}
