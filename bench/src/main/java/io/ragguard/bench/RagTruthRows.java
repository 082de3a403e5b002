package io.ragguard.bench;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;

import java.io.BufferedWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes RAGTruth's answers by real models ({@link RagTruth}) as the validate rows of a batch evaluation
 * ({@code POST /api/admin/evaluations}), mapped as the data's README says: for question answering the question
 * and each passage a context, for summaries "Summarize the article." with the article, for data-to-text "Write
 * an overview of the business." with the record; {@code faithful} as the label.
 *
 * <p>{@code ./mvnw -q -pl bench exec:java@ragtruth-rows -Dtask=qa -Dlabels=human -Dout=qa-human-rows.jsonl}
 */
public final class RagTruthRows {

    private RagTruthRows() {
    }

    public static void main(String[] args) throws Exception {
        String task = System.getProperty("task", "qa");
        String labels = System.getProperty("labels", "human");
        Path out = Path.of(System.getProperty("out", task + "-" + labels + "-rows.jsonl"));
        List<RagTruth.Answer> answers = RagTruth.answers(task, labels);
        try (BufferedWriter writer = Files.newBufferedWriter(out)) {
            for (RagTruth.Answer answer : answers) {
                JsonArrayBuilder contexts = Json.createArrayBuilder();
                answer.row().contexts().forEach(contexts::add);
                writer.write(Json.createObjectBuilder().add("question", answer.row().question())
                        .add("answer", answer.row().answer()).add("contexts", contexts)
                        .add("label", answer.row().faithful() ? "faithful" : "hallucinated").build().toString());
                writer.newLine();
            }
        }
        System.out.println(answers.size() + " rows written to " + out.toAbsolutePath());
    }
}
