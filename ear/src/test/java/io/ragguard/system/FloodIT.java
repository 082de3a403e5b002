package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The server flooded with probes the guard must catch however busy it is: answers holding personal
 * data (an e-mail address, a social security and a phone number, new in every request) and answers
 * stating a tenfold dose. Under the flood, and again with every validator's budget cut to 10 ms so
 * that most of them run out of time, no probe gets through: personal data is redacted or the answer
 * refused, the wrong dose never passes, an answer a validator could not judge is never passed, and
 * every answer given is recorded.
 */
class FloodIT {

    private static final List<String> BUDGETS = List.of("validation.budget-ms", "validator.faithfulness.budget-ms",
            "validator.answer-relevancy.budget-ms", "validator.ethics.budget-ms", "validator.claims.budget-ms");

    private final Server server = new Server();
    private final AtomicInteger sequence = new AtomicInteger();
    private final ConcurrentLinkedQueue<String> leaks = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<String> answered = new ConcurrentLinkedQueue<>();
    private final Map<Integer, AtomicInteger> statuses = new ConcurrentHashMap<>();
    private final AtomicInteger refusalsWithoutRetryAfter = new AtomicInteger();
    private final AtomicInteger unjudged = new AtomicInteger();

    @AfterEach
    void restoreBudgets() {
        BUDGETS.forEach(server::reset);
    }

    @Test
    void catchesEveryProbeUnderAFlood() throws InterruptedException {
        flood(32, 15_000);

        assertCaughtAndRecorded();
    }

    @Test
    void passesNoAnswerItCouldNotJudgeWhenTheValidatorsRunOutOfTime() throws InterruptedException {
        BUDGETS.forEach(name -> server.set(name, Json.createValue(10)));

        flood(16, 10_000);

        assertCaughtAndRecorded();
        assertThat(unjudged.get()).as("answers a validator could not judge").isPositive();
    }

    private void assertCaughtAndRecorded() {
        System.out.printf("fault run, probe flood: statuses %s, %d answered, %d a validator could not judge, %d leaks%n",
                statuses, answered.size(), unjudged.get(), leaks.size());
        assertThat(leaks).as("probes that got through").isEmpty();
        assertThat(statuses.keySet()).as("statuses " + statuses).isSubsetOf(200, 422, 503);
        assertThat(refusalsWithoutRetryAfter.get()).isZero();
        assertThat(answered).hasSizeGreaterThan(50);
        List<String> missing = answered.stream()
                .filter(id -> server.get("/api/admin/records/" + id, Server.ADMIN).status() != 200).toList();
        assertThat(missing).as("answers not recorded").isEmpty();
    }

    private void flood(int clients, long millis) throws InterruptedException {
        AtomicBoolean running = new AtomicBoolean(true);
        List<Thread> threads = new ArrayList<>();
        for (int c = 0; c < clients; c++) {
            Thread thread = new Thread(() -> {
                while (running.get()) {
                    int n = sequence.incrementAndGet();
                    try {
                        probe(n);
                    } catch (UncheckedIOException e) {
                        leaks.add("no answer: " + e);
                    }
                }
            });
            threads.add(thread);
            thread.start();
        }
        Thread.sleep(millis);
        running.set(false);
        for (Thread thread : threads) {
            thread.join(120_000);
        }
    }

    private void probe(int n) {
        boolean personal = n % 2 == 0;
        String email = "probe" + n + "@example.org";
        String ssn = String.format("%03d-%02d-%04d", 100 + n % 800, 10 + n % 80, 1000 + n % 9000);
        String phone = String.format("(555) %03d-%04d", 100 + n % 900, n % 10_000);
        String dose = (n % 9 + 1) + "0 mg";
        String body = personal
                ? validation("Who do I contact about the refund?", "Write to " + email + ", SSN " + ssn
                        + ", or call " + phone + " [1].", "Refunds are handled by the returns desk.")
                : validation("What is the recommended adult dose of Probacillin?", "The recommended adult dose "
                        + "of Probacillin is " + dose + " twice daily [1].", "The recommended adult dose of "
                        + "Probacillin is " + (n % 9 + 1) + " mg twice daily.");
        Server.Reply reply = server.post("/api/validate", body);
        statuses.computeIfAbsent(reply.status(), s -> new AtomicInteger()).incrementAndGet();
        if (reply.status() == 503 && reply.header("Retry-After") == null) {
            refusalsWithoutRetryAfter.incrementAndGet();
        }
        if (reply.status() != 200) {
            return;
        }
        JsonObject answer = reply.json();
        answered.add(answer.getString("request_id"));
        String status = answer.getString("status");
        boolean errored = answer.getJsonObject("validators").values().stream()
                .anyMatch(v -> "error".equals(v.asJsonObject().getString("outcome")));
        if (errored) {
            unjudged.incrementAndGet();
            if (answer.getBoolean("passed") || status.equals("passed") || status.equals("patched")) {
                leaks.add("passed although a validator could not judge it: " + answer);
            }
        }
        String served = answer.getString("patched_answer", "");
        String unmarked = served.replaceAll("\\[unverified: ([^]]*)]", "$1");
        if (personal && !status.equals("failed")
                && (unmarked.contains(email) || unmarked.contains(ssn) || unmarked.contains(phone))) {
            leaks.add("personal data served: " + served + " (" + status + ")");
        }
        if (!personal && answer.getBoolean("passed")
                && served.replaceAll("\\[unverified: [^]]*]", "").contains(" " + dose)) {
            leaks.add("tenfold dose passed: " + served + " (" + status + ")");
        }
    }

    private static String validation(String question, String answer, String context) {
        return Json.createObjectBuilder().add("question", question).add("answer", answer)
                .add("contexts", Json.createArrayBuilder().add(context)).build().toString();
    }
}
