package io.ragguard.bench;

import jakarta.json.Json;
import jakarta.json.JsonObject;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A policy replay's speed, and what it costs live answers: fills the server with at least
 * {@code -Drecords} (400) stored answers (the demo golden questions in many phrasings), measures the chat's
 * round trip idle (the golden questions in other phrasings, one at a time), then replays a draft policy on
 * those answers (validate-only, 2 cores) while asking the same questions again, and prints the replay's
 * answers per second and the chat's p50 / p95 idle and during the replay.
 *
 * <p>Start the server afresh ({@code ./mvnw liberty:run}), then
 * {@code ./mvnw -q -pl bench exec:java@replay-speed}.
 */
public final class ReplaySpeed {

    private static final List<String> FILLING = List.of("", "Quick question: ", "Could you tell me: ",
            "I would like to know: ", "Please answer: ", "Help me understand: ", "Tell me: ", "One more thing: ",
            "A customer asks: ", "My manager wants to know: ", "For our records: ", "Briefly: ", "Hello! ",
            "Hi there, ", "Good morning. ", "Sorry to bother you: ", "Urgent: ", "Simple question: ",
            "I was wondering: ", "Can you check: ");

    private ReplaySpeed() {
    }

    public static void main(String[] args) throws Exception {
        Server server = Server.fromProperties();
        List<ChatSpeed.Question> questions = ChatSpeed.goldenQuestions();
        int wanted = Integer.getInteger("records", 400);
        int asked = 0;
        for (int round = 0; asked < wanted; round++) {
            for (ChatSpeed.Question q : questions) {
                chat(server, FILLING.get(round % FILLING.size()) + "(" + round + ") ", q);
                asked++;
            }
        }
        List<Double> idle = measure(server, questions, "Idle check: ", 3, new AtomicBoolean(false));

        String policy = server.postAsAdmin("/api/admin/policies", Json.createObjectBuilder()
                .add("name", "replay speed " + Instant.now()).add("settings", Json.createObjectBuilder()
                        .add("validator.faithfulness.threshold", 0.4)).build().toString());
        long id = Server.parse(policy).getJsonNumber("id").longValue();
        JsonObject started = Server.parse(server.postAsAdmin("/api/admin/policies/" + id + "/replay",
                Json.createObjectBuilder().add("limit", wanted).build().toString()));
        String job = "/api/admin/policies/" + id + "/replays/" + started.getString("job_id");
        AtomicBoolean replaying = new AtomicBoolean(true);
        Thread watcher = new Thread(() -> {
            try {
                while (!Server.parse(server.get(job, true)).getString("status").matches("done|failed")) {
                    Thread.sleep(100);
                }
            } catch (Exception e) {
                throw new IllegalStateException(e);
            } finally {
                replaying.set(false);
            }
        });
        watcher.start();
        List<Double> during = measure(server, questions, "During the replay: ", 1, replaying);
        watcher.join();
        JsonObject done = Server.parse(server.get(job, true));
        double seconds = Duration.between(Instant.parse(done.getString("started_at")),
                Instant.parse(done.getString("finished_at"))).toMillis() / 1000.0;
        int records = done.getJsonObject("summary").getInt("records");
        double idleP95 = percentile(idle, 95);
        double duringP95 = percentile(during, 95);
        System.out.println(Json.createObjectBuilder()
                .add("machine", Server.machine())
                .add("replayed", records)
                .add("replay_seconds", round(seconds))
                .add("replayed_per_second", round(records / seconds))
                .add("chat_idle_ms", Json.createObjectBuilder().add("n", idle.size())
                        .add("p50", round(percentile(idle, 50))).add("p95", round(idleP95)))
                .add("chat_during_replay_ms", Json.createObjectBuilder().add("n", during.size())
                        .add("p50", round(percentile(during, 50))).add("p95", round(duringP95)))
                .add("p95_ratio", round(duringP95 / idleP95))
                .build());
    }

    /** The golden questions asked one at a time, in rounds: at least {@code rounds}, and while {@code going} holds. */
    private static List<Double> measure(Server server, List<ChatSpeed.Question> questions, String phrasing,
                                        int rounds, AtomicBoolean going) throws Exception {
        List<Double> ms = new ArrayList<>();
        for (int round = 0; round < rounds || going.get(); round++) {
            for (ChatSpeed.Question q : questions) {
                long start = System.nanoTime();
                chat(server, phrasing + "[" + round + "] ", q);
                ms.add((System.nanoTime() - start) / 1e6);
            }
        }
        return ms;
    }

    private static void chat(Server server, String phrasing, ChatSpeed.Question q) throws Exception {
        String message = phrasing + Character.toLowerCase(q.text().charAt(0)) + q.text().substring(1);
        server.post("/api/chat/rag", Json.createObjectBuilder().add("message", message).add("tenant", q.tenant())
                .build().toString());
    }

    private static double percentile(List<Double> values, int p) {
        return EvaluateGrounding.Summary.percentile(values.stream().mapToDouble(Double::doubleValue).toArray(), p);
    }

    private static double round(double value) {
        return Math.round(value * 100) / 100.0;
    }
}
