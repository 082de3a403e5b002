package io.ragguard.bench;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The chat endpoint's speed as users meet it: the demo golden questions, each asked in several
 * phrasings ("Quick question: ..."), against the demo tenants of a running server with the built-in
 * generator. Every phrasing retrieves much the same passages with other scores, as users' questions on
 * one knowledge base do, so no request of the measured round repeats an earlier one while most of the
 * passages recur. Warm-up rounds (three) ask every question in phrasings the measured round never
 * uses. Prints, for the
 * measured round, the client's round trip and the record's stages (retrieval, generation, validation,
 * total) as p50 / p95, and the server's CPU time per request.
 *
 * <p>Start the server afresh ({@code ./mvnw liberty:run}), then
 * {@code ./mvnw -q -pl bench exec:java@chat-speed} ({@code -Dphrasings=8}, {@code -Dwarmup.phrasings=4}, {@code -Dwarmup.rounds=3}).
 */
public final class ChatSpeed {

    private static final List<String> MEASURED = List.of("", "Quick question: ", "Could you tell me: ",
            "I would like to know: ", "Please answer: ", "Help me understand: ", "Tell me: ", "One more thing: ",
            "A customer asks: ", "My manager wants to know: ", "For our records: ", "Briefly: ");
    private static final List<String> WARMING = List.of("Warm-up: ", "Before we start: ", "First of all: ",
            "To begin with: ", "Out of interest: ", "Just checking: ");
    private static final List<String> STAGES = List.of("retrieval_ms", "generation_ms", "validation_ms", "total_ms");

    private ChatSpeed() {
    }

    /** A golden question and its tenant. */
    record Question(String text, String tenant) {
    }

    /** The demo golden questions with their tenants, in file order. */
    static List<Question> goldenQuestions() {
        return Corpora.resource("demo/golden.jsonl").lines().filter(l -> !l.isBlank())
                .map(l -> Json.createReader(new StringReader(l)).readObject())
                .map(o -> new Question(o.getString("question"), o.getString("tenant"))).toList();
    }

    public static void main(String[] args) throws Exception {
        Server server = Server.fromProperties();
        List<Question> questions = goldenQuestions();
        int phrasings = Math.min(MEASURED.size(), Integer.getInteger("phrasings", 8));
        int warming = Math.min(WARMING.size(), Integer.getInteger("warmup.phrasings", 4));
        for (int r = Integer.getInteger("warmup.rounds", 3); r > 0; r--) {
            round(server, questions, WARMING.subList(0, warming), "warm-up");
        }
        JsonObject measured = round(server, questions, MEASURED.subList(0, phrasings), "measured");
        System.out.println(measured);
    }

    private static JsonObject round(Server server, List<Question> questions, List<String> phrasings, String label)
            throws Exception {
        List<Double> client = new ArrayList<>();
        List<List<Double>> stages = new ArrayList<>();
        STAGES.forEach(s -> stages.add(new ArrayList<>()));
        int passed = 0;
        double cpuBefore = server.cpuSeconds();
        for (String phrasing : phrasings) {
            for (Question q : questions) {
                String message = phrasing.isEmpty() ? q.text()
                        : phrasing + Character.toLowerCase(q.text().charAt(0)) + q.text().substring(1);
                String body = Json.createObjectBuilder().add("message", message).add("tenant", q.tenant()).build()
                        .toString();
                long start = System.nanoTime();
                JsonObject answer = Server.parse(server.post("/api/chat/rag", body));
                client.add((System.nanoTime() - start) / 1e6);
                passed += answer.getJsonObject("validation_metrics").getBoolean("passed") ? 1 : 0;
                JsonObject latencies = server.record(answer.getString("request_id")).getJsonObject("latencies");
                for (int s = 0; s < STAGES.size(); s++) {
                    stages.get(s).add(latencies.getJsonNumber(STAGES.get(s)).doubleValue());
                }
            }
        }
        int requests = client.size();
        double cpu = (server.cpuSeconds() - cpuBefore) * 1000 / requests;
        JsonObjectBuilder json = Json.createObjectBuilder().add("round", label).add("requests", requests).add("passed", passed);
        addPercentiles(json, "client", client);
        for (int s = 0; s < STAGES.size(); s++) {
            addPercentiles(json, STAGES.get(s).replace("_ms", ""), stages.get(s));
        }
        JsonObject summary = json.add("server_cpu_ms_per_request", round(cpu)).add("machine", Server.machine()).build();
        System.out.println(label + ": " + summary);
        return summary;
    }

    private static void addPercentiles(JsonObjectBuilder json, String name, List<Double> values) {
        double[] v = values.stream().mapToDouble(Double::doubleValue).toArray();
        json.add(name + "_p50_ms", round(EvaluateGrounding.Summary.percentile(v, 50)))
                .add(name + "_p95_ms", round(EvaluateGrounding.Summary.percentile(v, 95)));
    }

    private static double round(double value) {
        return Double.parseDouble(String.format(Locale.ROOT, "%.2f", value));
    }
}
