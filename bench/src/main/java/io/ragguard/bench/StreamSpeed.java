package io.ragguard.bench;

import io.ragguard.generation.fake.FakeProvider;
import io.ragguard.generation.fake.Wire;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * What validating a stream sentence by sentence costs, against a local fake provider (OpenAI's wire
 * format) that streams at a model's pace: a first token after {@code -Dfirst.token.ms} (400), then a
 * token every {@code -Dtoken.ms} (15, about 65 tokens a second), each token a word with its leading
 * space. The demo golden questions go to every demo tenant in turn, streamed. For each sentence the
 * provider finished, it measures the time from the fake flushing the token that completed it (the one
 * after its last punctuation, or the end) to its {@code delta} arriving; for each answer, the time to
 * the first {@code delta} against the provider's time to its first sentence, and the time from the
 * provider's last token to {@code done}. Prints p50 / p95 / p99 of each.
 *
 * <p>Start the server ({@code ./mvnw liberty:run}), then
 * {@code ./mvnw -q -pl bench exec:java@stream-speed} ({@code -Drequests=180}, {@code -Dwarmup=36}).
 */
public final class StreamSpeed {

    private static final List<String> TENANTS = List.of("northwind", "bluebay", "helixpharma", "medora");
    private static final List<String> SETTINGS = List.of("provider", "base-url", "model", "timeout-ms");

    private StreamSpeed() {
    }

    public static void main(String[] args) throws Exception {
        Server server = Server.fromProperties();
        List<ChatSpeed.Question> questions = ChatSpeed.goldenQuestions();
        try (FakeProvider fake = FakeProvider.start(Wire.OPENAI)) {
            fake.pace(Duration.ofMillis(Long.getLong("first.token.ms", 400)),
                    Duration.ofMillis(Long.getLong("token.ms", 15)), 0);
            for (String tenant : TENANTS) {
                server.set(prefix(tenant) + "provider", "openai");
                server.set(prefix(tenant) + "base-url", fake.baseUrl().toString());
                server.set(prefix(tenant) + "model", "fake-model");
                server.set(prefix(tenant) + "timeout-ms", "10000");
            }
            try {
                run(server, fake, questions, Integer.getInteger("warmup", 36), new Tally());
                Tally measured = new Tally();
                run(server, fake, questions, Integer.getInteger("requests", 180), measured);
                System.out.println(measured.summary());
            } finally {
                for (String tenant : TENANTS) {
                    for (String setting : SETTINGS) {
                        server.reset(prefix(tenant) + setting);
                    }
                }
            }
        }
    }

    private static String prefix(String tenant) {
        return "tenant." + tenant + ".llm.";
    }

    private static void run(Server server, FakeProvider fake, List<ChatSpeed.Question> questions, int requests, Tally tally)
            throws Exception {
        for (int i = 0; i < requests; i++) {
            ChatSpeed.Question q = questions.get(i % questions.size());
            String body = Json.createObjectBuilder().add("message", (i / questions.size() % 2 == 0 ? "" : "Please: ")
                    + q.text()).add("tenant", q.tenant()).build().toString();
            long sent = System.nanoTime();
            List<Server.Event> events = server.stream("/api/chat/rag", body);
            tally.add(sent, events, fake.lastRequest().sentenceFlushTimes());
        }
    }

    /** The figures of the measured answers, in milliseconds. */
    static final class Tally {
        final List<Double> sentenceToDelta = new ArrayList<>();
        final List<Double> firstDelta = new ArrayList<>();
        final List<Double> providerFirstSentence = new ArrayList<>();
        final List<Double> lastTokenToDone = new ArrayList<>();
        final List<Double> providerTotal = new ArrayList<>();
        int answers;
        int unmatched;

        void add(long sent, List<Server.Event> events, List<Long> flushes) {
            List<Server.Event> deltas = events.stream().filter(e -> "delta".equals(e.name())).toList();
            Server.Event done = events.stream().filter(e -> "done".equals(e.name())).findFirst().orElse(null);
            if (done == null || deltas.isEmpty() || flushes.isEmpty()) {
                unmatched++;
                return;
            }
            answers++;
            firstDelta.add(ms(deltas.get(0).arrivedNanos() - sent));
            providerFirstSentence.add(ms(flushes.get(0) - sent));
            lastTokenToDone.add(ms(done.arrivedNanos() - flushes.get(flushes.size() - 1)));
            providerTotal.add(ms(flushes.get(flushes.size() - 1) - sent));
            if (deltas.size() != flushes.size()) {
                unmatched++;
                return;
            }
            for (int k = 0; k < deltas.size(); k++) {
                sentenceToDelta.add(ms(deltas.get(k).arrivedNanos() - flushes.get(k)));
            }
        }

        JsonObject summary() {
            JsonObjectBuilder json = Json.createObjectBuilder().add("machine", Server.machine())
                    .add("answers", answers).add("answers_with_sentences_unmatched", unmatched)
                    .add("sentences", sentenceToDelta.size());
            figure(json, "sentence_to_delta", sentenceToDelta);
            figure(json, "first_delta", firstDelta);
            figure(json, "provider_first_sentence", providerFirstSentence);
            figure(json, "last_token_to_done", lastTokenToDone);
            figure(json, "provider_stream", providerTotal);
            return json.build();
        }

        private static void figure(JsonObjectBuilder json, String name, List<Double> values) {
            for (int p : new int[] {50, 95, 99}) {
                json.add(name + "_p" + p + "_ms", Math.round(EvaluateGrounding.Summary.percentile(values.stream().mapToDouble(Double::doubleValue).toArray(), p) * 10) / 10.0);
            }
        }

        private static double ms(long nanos) {
            return nanos / 1e6;
        }
    }
}
