package io.ragguard.bench;

import io.ragguard.text.Citations;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;

import java.io.BufferedWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;

/**
 * RAGTruth's answers by real models ({@link RagTruth}) through a running server's {@code POST /api/validate}
 * with the default chain, as the product meets them: the question as the question, the passages (or the
 * article, or the business record) as the contexts. An answer is <em>served as written</em> when it comes
 * back with {@code passed: true} and the text it was sent, citation markers added aside; a faithful answer
 * should be, one with a labelled span (or judged unfaithful) should not. Prints, for each task and kind of
 * label, the share of faithful answers served as written, the share of the others stopped (a sentence
 * removed, the answer refused, declined or flagged), their balanced accuracy, the statuses, and the reasons
 * of the faithful answers that were stopped; the last line is the JSON summary ({@code -Dout} writes every
 * answer's verdict, one JSON line each).
 *
 * <p>Start the server ({@code ./mvnw liberty:run}), then
 * {@code ./mvnw -q -pl bench exec:java@ragtruth-answers [-Dtask=qa] [-Dlabels=human] [-Dfolds=3,4] [-Dlimit=n]}
 * ({@code -Dtask=all}, {@code -Dlabels=all}; {@code -Dthreads=2}).
 */
public final class RagTruthAnswers {

    private RagTruthAnswers() {
    }

    /** One answer's verdict as the server gave it. */
    record Verdict(RagTruth.Answer answer, boolean passed, String status, boolean asWritten, List<String> reasons,
                   String served) {

        boolean accepted() {
            return passed && asWritten;
        }
    }

    public static void main(String[] args) throws Exception {
        Server server = Server.fromProperties();
        List<RagTruth.Answer> answers = selected();
        int threads = Integer.getInteger("threads", 2);
        ExecutorService pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task);
            thread.setDaemon(true);
            return thread;
        });
        List<Verdict> verdicts = new ArrayList<>();
        try {
            List<Future<Verdict>> pending = new ArrayList<>();
            for (RagTruth.Answer answer : answers) {
                pending.add(pool.submit(() -> validate(server, answer)));
            }
            for (Future<Verdict> verdict : pending) {
                verdicts.add(verdict.get());
            }
        } finally {
            pool.shutdownNow();
        }
        String out = System.getProperty("out");
        if (out != null) {
            write(Path.of(out), verdicts);
        }
        Map<String, List<Verdict>> byDataset = verdicts.stream().collect(Collectors.groupingBy(
                v -> v.answer().row().dataset(), TreeMap::new, Collectors.toList()));
        JsonObjectBuilder summary = Json.createObjectBuilder().add("machine", Server.machine());
        byDataset.forEach((dataset, part) -> {
            JsonObject measures = measures(part);
            System.out.println(dataset + ": " + measures);
            summary.add(dataset, measures);
        });
        System.out.println(summary.build());
    }

    private static List<RagTruth.Answer> selected() {
        String task = System.getProperty("task", "qa");
        String labels = System.getProperty("labels", "human");
        Set<Integer> folds = System.getProperty("folds", "").isBlank() ? Set.of(0, 1, 2, 3, 4)
                : java.util.Arrays.stream(System.getProperty("folds").split(",")).map(String::strip)
                .map(Integer::parseInt).collect(Collectors.toSet());
        List<RagTruth.Answer> answers = new ArrayList<>();
        for (String l : labels.equals("all") ? RagTruth.LABELS : List.of(labels)) {
            for (String t : task.equals("all") ? RagTruth.TASKS : List.of(task)) {
                RagTruth.answers(t, l).stream().filter(a -> folds.contains(a.fold())).forEach(answers::add);
            }
        }
        int limit = Integer.getInteger("limit", 0);
        return limit > 0 && limit < answers.size() ? answers.subList(0, limit) : answers;
    }

    private static Verdict validate(Server server, RagTruth.Answer answer) throws Exception {
        JsonArrayBuilder contexts = Json.createArrayBuilder();
        answer.row().contexts().forEach(contexts::add);
        JsonObject reply;
        try {
            reply = Server.parse(server.post("/api/validate", Json.createObjectBuilder()
                    .add("question", answer.row().question()).add("answer", answer.row().answer())
                    .add("contexts", contexts).add("tenant", System.getProperty("tenant", "northwind")).build()
                    .toString()));
        } catch (IllegalStateException refused) {
            // refused as a request (an answer over the length limit, say): not served, and counted apart
            return new Verdict(answer, false, "error", false, List.of(refused.getMessage()), "");
        }
        if (!reply.containsKey("passed")) {
            return new Verdict(answer, false, "error", false, List.of(reply.toString()), "");
        }
        String served = reply.isNull("patched_answer") ? answer.row().answer() : reply.getString("patched_answer");
        boolean asWritten = Citations.strip(served).strip().equals(Citations.strip(answer.row().answer()).strip());
        List<String> reasons = reply.getJsonArray("reasons").getValuesAs(JsonString.class).stream()
                .map(JsonString::getString).toList();
        return new Verdict(answer, reply.getBoolean("passed"), reply.getString("status"), asWritten, reasons, served);
    }

    /**
     * The measures of one dataset: faithful answers served as written, the others stopped, balanced
     * accuracy, the statuses of each class, and why faithful answers were stopped.
     */
    static JsonObject measures(List<Verdict> verdicts) {
        List<Verdict> faithful = verdicts.stream().filter(v -> v.answer().row().faithful()).toList();
        List<Verdict> hallucinated = verdicts.stream().filter(v -> !v.answer().row().faithful()).toList();
        double served = share(faithful.stream().filter(Verdict::accepted).count(), faithful.size());
        double stopped = share(hallucinated.stream().filter(v -> !v.accepted()).count(), hallucinated.size());
        Map<String, Long> reasons = new LinkedHashMap<>();
        faithful.stream().filter(v -> !v.accepted()).flatMap(v -> v.reasons().stream())
                .collect(Collectors.groupingBy(r -> r, Collectors.counting())).entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(12)
                .forEach(e -> reasons.put(e.getKey(), e.getValue()));
        JsonObjectBuilder why = Json.createObjectBuilder();
        reasons.forEach(why::add);
        return Json.createObjectBuilder().add("answers", verdicts.size()).add("faithful", faithful.size())
                .add("faithful_served_as_written", round(served)).add("faithful_passed",
                        round(share(faithful.stream().filter(Verdict::passed).count(), faithful.size())))
                .add("hallucinated", hallucinated.size()).add("hallucinated_stopped", round(stopped))
                .add("balanced_accuracy", round((served + stopped) / 2))
                .add("faithful_statuses", statuses(faithful)).add("hallucinated_statuses", statuses(hallucinated))
                .add("faithful_stopped_by", why).build();
    }

    private static JsonObjectBuilder statuses(List<Verdict> verdicts) {
        JsonObjectBuilder statuses = Json.createObjectBuilder();
        verdicts.stream().collect(Collectors.groupingBy(v -> v.status() + (v.asWritten() ? "" : " (changed)"),
                TreeMap::new, Collectors.counting())).forEach(statuses::add);
        return statuses;
    }

    private static void write(Path file, List<Verdict> verdicts) throws Exception {
        try (BufferedWriter writer = Files.newBufferedWriter(file)) {
            for (Verdict v : verdicts) {
                writer.write(Json.createObjectBuilder().add("id", v.answer().row().id())
                        .add("dataset", v.answer().row().dataset()).add("fold", v.answer().fold())
                        .add("faithful", v.answer().row().faithful()).add("passed", v.passed())
                        .add("status", v.status()).add("as_written", v.asWritten())
                        .add("reasons", Json.createArrayBuilder(v.reasons())).add("served", v.served()).build()
                        .toString());
                writer.newLine();
            }
        }
    }

    private static double share(long count, int of) {
        return of == 0 ? Double.NaN : count / (double) of;
    }

    private static double round(double v) {
        return Double.isNaN(v) ? -1 : Math.round(v * 1000) / 1000.0;
    }
}
