package io.ragguard.bench;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A batch evaluation's speed: RAGTruth's question-answering answers with people's labels (409), mapped as the
 * data's README says ({@link RagTruthRows}), sent as one evaluation to a running server's
 * {@code POST /api/admin/evaluations} {@code -Druns} times (3); prints each run's seconds (from its start to its
 * end, as the server stored them) and figures, then the median. The figures must equal those of
 * {@code ragtruth-answers}, which sends the same answers through {@code /api/validate}.
 *
 * <p>Start the server ({@code ./mvnw liberty:run}), then {@code ./mvnw -q -pl bench exec:java@evaluation-speed}.
 */
public final class EvaluationSpeed {

    private EvaluationSpeed() {
    }

    public static void main(String[] args) throws Exception {
        Server server = Server.fromProperties();
        JsonArrayBuilder rows = Json.createArrayBuilder();
        List<RagTruth.Answer> answers = RagTruth.answers(System.getProperty("task", "qa"), "human");
        for (RagTruth.Answer answer : answers) {
            JsonArrayBuilder contexts = Json.createArrayBuilder();
            answer.row().contexts().forEach(contexts::add);
            rows.add(Json.createObjectBuilder().add("question", answer.row().question())
                    .add("answer", answer.row().answer()).add("contexts", contexts)
                    .add("label", answer.row().faithful() ? "faithful" : "hallucinated"));
        }
        String body = Json.createObjectBuilder().add("name", "evaluation speed").add("tenant", "northwind")
                .add("rows", rows).build().toString();
        List<Double> seconds = new ArrayList<>();
        JsonObject last = null;
        for (int run = 0; run < Integer.getInteger("runs", 3); run++) {
            JsonObject started = Server.parse(server.postAsAdmin("/api/admin/evaluations", body));
            String path = "/api/admin/evaluations/" + started.getJsonNumber("id");
            JsonObject now = started;
            while (now.getString("status").equals("running")) {
                Thread.sleep(250);
                now = Server.parse(server.get(path, true));
            }
            if (!now.getString("status").equals("done")) {
                throw new IllegalStateException("the evaluation ended " + now);
            }
            double took = Duration.between(Instant.parse(now.getString("started_at")),
                    Instant.parse(now.getString("finished_at"))).toMillis() / 1000.0;
            seconds.add(took);
            last = now.getJsonObject("summary").getJsonObject("validate");
            System.out.println("run " + (run + 1) + ": " + answers.size() + " answers in " + took + " s, "
                    + Math.round(answers.size() / took * 10) / 10.0 + " answers/s");
        }
        List<Double> sorted = seconds.stream().sorted().toList();
        double median = sorted.get(sorted.size() / 2);
        System.out.println(Json.createObjectBuilder().add("machine", Server.machine()).add("answers", answers.size())
                .add("median_seconds", median).add("answers_per_second", Math.round(answers.size() / median * 10) / 10.0)
                .add("faithful_pass_rate", last.getJsonNumber("faithful_pass_rate"))
                .add("hallucinated_stop_rate", last.getJsonNumber("hallucinated_stop_rate"))
                .add("balanced_accuracy", last.getJsonNumber("balanced_accuracy"))
                .add("latency_ms", last.getJsonObject("latency_ms")).build());
    }
}
