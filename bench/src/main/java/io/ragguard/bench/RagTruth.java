package io.ragguard.bench;

import io.ragguard.validation.text.AnswerSentences;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * RAGTruth's answers by real models ({@code ragtruth/} in {@code data.dir}), as the guard meets them:
 * for question answering the question and each passage a context, for summaries "Summarize the
 * article." with the article, for data-to-text "Write an overview of the business." with the record.
 * The {@code human} files carry people's spans of hallucinated text, which label each sentence; the
 * {@code judged} files an LLM judge's verdict on the whole answer. Folds go by source, so that no
 * source's answers are split between fitting and measuring.
 */
final class RagTruth {

    static final List<String> TASKS = List.of("qa", "summary", "data2txt");
    static final List<String> LABELS = List.of("human", "judged");
    private static final Pattern PASSAGE = Pattern.compile("(?i)passage \\d+:");

    /** One answer: the row the validators see, its task and source, and its labelled spans (human files only). */
    record Answer(GroundingRows.Row row, String task, String source, String labels, List<int[]> spans, String model) {

        /** Whether the sentence at {@code start}..{@code end} of the answer overlaps a labelled span. */
        boolean hallucinated(int start, int end) {
            return spans.stream().anyMatch(span -> span[0] < end && span[1] > start);
        }

        /** The fold, 0 to 4, of the answer's source. */
        int fold() {
            return Math.floorMod((task + "/" + source).hashCode() * 31 + 7, 5);
        }

        /** Each sentence of the answer ({@link AnswerSentences}) and whether a labelled span falls in it. */
        List<Boolean> sentenceLabels(List<AnswerSentences.Sentence> sentences) {
            return sentences.stream().map(s -> hallucinated(s.start(), s.end())).toList();
        }
    }

    private RagTruth() {
    }

    /** Answers of one task ({@code qa}, {@code summary}, {@code data2txt}) with one kind of labels. */
    static List<Answer> answers(String task, String labels) {
        Path dir = Corpora.dataDir().resolve("ragtruth");
        Map<String, JsonObject> sources = new HashMap<>();
        for (JsonObject o : Corpora.jsonLines(dir.resolve("sources.jsonl"))) {
            sources.put(o.getString("task") + "/" + o.getString("source_id"), o);
        }
        List<Answer> answers = new ArrayList<>();
        for (JsonObject o : Corpora.jsonLines(dir.resolve(task + "-" + labels + ".jsonl"))) {
            String sourceId = o.getString("source_id");
            JsonObject source = sources.get(task + "/" + sourceId);
            if (source == null) {
                throw new IllegalStateException("no source " + task + "/" + sourceId + " for " + o.getString("id"));
            }
            String question = question(task, source.get("source"));
            List<String> contexts = contexts(task, source.get("source"));
            List<int[]> spans = new ArrayList<>();
            if (o.containsKey("labels")) {
                for (JsonValue v : o.getJsonArray("labels")) {
                    JsonObject label = v.asJsonObject();
                    spans.add(new int[] {label.getInt("start"), label.getInt("end")});
                }
            }
            String dataset = "ragtruth-" + task + "-" + labels;
            answers.add(new Answer(new GroundingRows.Row(o.getString("id"), dataset, question,
                    o.getString("answer"), contexts, o.getBoolean("faithful")), task, sourceId, labels, spans,
                    o.getString("model", "")));
        }
        return answers;
    }

    /** Every task's answers with the given kind of labels. */
    static List<Answer> answers(String labels) {
        List<Answer> all = new ArrayList<>();
        TASKS.forEach(task -> all.addAll(answers(task, labels)));
        return all;
    }

    private static String question(String task, JsonValue source) {
        return switch (task) {
            case "qa" -> source.asJsonObject().getString("question");
            case "summary" -> "Summarize the article.";
            case "data2txt" -> "Write an overview of the business.";
            default -> throw new IllegalArgumentException("unknown RAGTruth task " + task);
        };
    }

    private static List<String> contexts(String task, JsonValue source) {
        if (task.equals("qa")) {
            List<String> passages = new ArrayList<>();
            for (String passage : PASSAGE.split(source.asJsonObject().getString("passages"))) {
                if (!passage.isBlank()) {
                    passages.add(passage.strip());
                }
            }
            return passages;
        }
        String text = source.getValueType() == JsonValue.ValueType.STRING
                ? ((jakarta.json.JsonString) source).getString() : source.toString();
        return List.of(text);
    }

    /** The dataset name's task: {@code ragtruth-qa-human} is {@code qa}. */
    static String task(String dataset) {
        return dataset.toLowerCase(Locale.ROOT).split("-")[1];
    }
}
