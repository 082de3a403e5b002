package io.ragguard.bench;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;

import java.io.StringReader;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Asks the customers' question set ({@code customer-questions/}: answerable questions in customers' own
 * words with the facts a right answer carries, questions the knowledge cannot answer, near misses
 * among them, two-turn conversations with a follow-up, and small talk) and the demo's golden questions
 * through a running server's {@code POST /api/chat/rag}, as the demo key, and measures what a customer
 * gets:
 * <ul>
 * <li>{@code answered_with_fact}: answerable questions whose answer holds every fact;</li>
 * <li>{@code extra_sentence}: answers with a sentence that holds none of the question's facts (an upper
 *     bound of the answers with an unrelated sentence added; each is printed to read);</li>
 * <li>{@code answered_with_fact_plainly}: those answered without saying first that the answer may not be
 *     exactly what was asked ("I'm not sure the knowledge base answers exactly that, ...");</li>
 * <li>{@code unanswerable_answered}: questions the knowledge cannot answer that got a plain answer served
 *     as passed or patched; {@code unanswerable_hedged}: those answered with the nearest thing the
 *     knowledge holds, saying so;</li>
 * <li>{@code followups_right}: follow-ups answered with their facts, asked in the conversation of their
 *     first turn;</li>
 * <li>{@code small_talk_right}: small talk answered as small talk (not declined, not "I don't know");</li>
 * <li>{@code golden_right}: the demo's golden questions answered with their expected phrases.</li>
 * </ul>
 * Every measure is given for the {@code dev} questions (those one may look at while tuning), the
 * {@code held} ones (never tuned on) and all. Prints each miss, then one JSON line. With
 * {@code -Drelevancy=true} it also measures answer-relevancy on the sentences of the passages retrieved
 * for each answerable question ({@link #relevancy}).
 *
 * <p>Start the server ({@code ./mvnw liberty:run}), then {@code ./mvnw -q -pl bench exec:java@customer-questions}.
 */
public final class CustomerQuestions {

    private static final String ROOT = "customer-questions/";
    private static final Pattern MARKERS = Pattern.compile("\\s*\\[\\d+]");
    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.!?])\\s+(?=[A-Z\"'(])");

    private final Server server;
    private final Map<String, int[]> counts = new LinkedHashMap<>();
    private final List<String> misses = new ArrayList<>();

    private CustomerQuestions(Server server) {
        this.server = server;
    }

    public static void main(String[] args) throws Exception {
        CustomerQuestions run = new CustomerQuestions(Server.fromProperties());
        run.answerable();
        run.unanswerable();
        run.followUps();
        run.smallTalk();
        run.golden();
        if (Boolean.getBoolean("relevancy")) {
            run.relevancy();
        }
        run.misses.forEach(line -> System.out.println("  " + line));
        JsonObjectBuilder summary = Json.createObjectBuilder();
        run.counts.forEach((name, c) -> summary.add(name, Json.createObjectBuilder().add("count", c[0])
                .add("of", c[1]).add("rate", c[1] == 0 ? 0 : Math.round(c[0] * 1000.0 / c[1]) / 1000.0)));
        System.out.println(summary.build());
    }

    private void answerable() throws Exception {
        for (JsonObject q : lines("answerable.jsonl")) {
            Reply reply = ask(q.getString("tenant"), q.getString("question"), null);
            boolean right = !reply.declined() && holdsAll(reply.text(), q.getJsonArray("facts"));
            count("answered_with_fact", q, right);
            count("answered_with_fact_plainly", q, right && !reply.hedged());
            if (!right) {
                misses.add("no fact [" + q.getString("id") + "] " + q.getString("question") + " -> " + reply);
            }
            if (!reply.declined()) {
                List<String> bare = sentences(reply.text()).stream()
                        .filter(s -> !s.startsWith("I'm not sure") && !holdsAny(s, q.getJsonArray("facts"))).toList();
                boolean extra = right && !bare.isEmpty();
                count("extra_sentence", q, extra);
                if (extra) {
                    misses.add("extra [" + q.getString("id") + "] " + q.getString("question") + " -> " + bare);
                }
            }
        }
    }

    private void unanswerable() throws Exception {
        for (JsonObject q : lines("unanswerable.jsonl")) {
            Reply reply = ask(q.getString("tenant"), q.getString("question"), null);
            boolean served = !reply.declined() && (reply.status().equals("passed") || reply.status().equals("patched"));
            boolean answered = served && !reply.hedged();
            count("unanswerable_hedged", q, served && reply.hedged());
            count("unanswerable_answered", q, answered);
            if (q.getBoolean("near_miss", false)) {
                count("near_misses_answered", q, answered);
            }
            if (answered) {
                misses.add("answered [" + q.getString("id") + "] " + q.getString("question") + " -> " + reply);
            }
        }
    }

    private void followUps() throws Exception {
        for (JsonObject conversation : lines("followups.jsonl")) {
            List<JsonObject> turns = conversation.getJsonArray("turns").getValuesAs(JsonObject.class);
            Reply first = ask(conversation.getString("tenant"), turns.get(0).getString("question"), null);
            Reply second = ask(conversation.getString("tenant"), turns.get(1).getString("question"),
                    first.conversation());
            boolean right = !second.declined() && holdsAll(second.text(), turns.get(1).getJsonArray("facts"));
            count("followups_right", conversation, right);
            if (!right) {
                misses.add("follow-up [" + conversation.getString("id") + "] " + turns.get(0).getString("question")
                        + " / " + turns.get(1).getString("question") + " -> " + second);
            }
        }
    }

    private void smallTalk() throws Exception {
        for (JsonObject q : lines("smalltalk.jsonl")) {
            Reply reply = ask(q.getString("tenant"), q.getString("message"), null);
            boolean right = !reply.declined() && !reply.status().equals("failed") && !reply.text().isBlank();
            count("small_talk_right", q, right);
            if (!right) {
                misses.add("small talk [" + q.getString("id") + "] " + q.getString("message") + " -> " + reply);
            }
        }
    }

    private void golden() throws Exception {
        for (String line : Corpora.resource("demo/golden.jsonl").lines().filter(l -> !l.isBlank()).toList()) {
            JsonObject q = json(line);
            Reply reply = ask(q.getString("tenant"), q.getString("question"), null);
            String text = normal(reply.text());
            boolean right = q.getJsonArray("expected_phrases").getValuesAs(JsonString.class).stream()
                    .allMatch(p -> text.contains(normal(p.getString())));
            count("golden_right", null, right);
            if (!right) {
                misses.add("golden " + q.getString("question") + " -> " + reply);
            }
        }
    }

    /**
     * Answer-relevancy's two sides, on the passages retrieved for each answerable question: a sentence of
     * them that holds the question's fact, validated as the answer, should be served
     * ({@code right_sentence_served}); one that holds none of it, grounded but about something else, should
     * be declined {@code off_topic} ({@code other_sentence_declined}).
     */
    private void relevancy() throws Exception {
        for (JsonObject q : lines("answerable.jsonl")) {
            Reply reply = ask(q.getString("tenant"), q.getString("question"), null);
            if (reply.requestId() == null) {
                continue;
            }
            JsonObject record = server.record(reply.requestId());
            JsonObject context = record.get("context") instanceof JsonString text ? Server.parse(text.getString())
                    : record.getJsonObject("context");
            List<String> passages = context.getJsonArray("passages").getValuesAs(JsonObject.class).stream()
                    .map(p -> p.getString("text")).toList();
            for (String passage : passages) {
                for (String sentence : sentences(passage)) {
                    boolean right = holdsAll(sentence, q.getJsonArray("facts"));
                    boolean other = !holdsAny(sentence, q.getJsonArray("facts"));
                    if (!right && !other) {
                        continue;
                    }
                    JsonObject verdict = Server.parse(server.post("/api/validate", Json.createObjectBuilder()
                            .add("tenant", q.getString("tenant")).add("question", q.getString("question"))
                            .add("answer", sentence + " [1]").add("contexts", Json.createArrayBuilder(passages))
                            .build().toString()));
                    boolean offTopic = verdict.getJsonArray("reasons").getValuesAs(JsonString.class).stream()
                            .anyMatch(r -> r.getString().equals("answer-relevancy: off_topic"));
                    if (right) {
                        count("right_sentence_served", q, !offTopic);
                        if (offTopic) {
                            misses.add("right sentence off topic [" + q.getString("id") + "] " + sentence);
                        }
                    } else {
                        count("other_sentence_declined", q, offTopic);
                    }
                }
            }
        }
    }

    private void count(String measure, JsonObject question, boolean hit) {
        String split = question == null ? null : question.getString("split", null);
        for (String key : split == null ? List.of(measure) : List.of(measure + "." + split, measure)) {
            int[] c = counts.computeIfAbsent(key, k -> new int[2]);
            c[0] += hit ? 1 : 0;
            c[1]++;
        }
    }

    private record Reply(String text, String status, boolean declined, String conversation, String requestId) {

        /** Whether the answer says first that it may not answer exactly what was asked. */
        boolean hedged() {
            return text.startsWith("I'm not sure");
        }

        @Override
        public String toString() {
            return text + " (" + status + ")";
        }
    }

    private Reply ask(String tenant, String message, String conversation) throws Exception {
        JsonObjectBuilder body = Json.createObjectBuilder().add("message", message).add("tenant", tenant);
        if (conversation != null) {
            body.add("conversation_id", conversation);
        }
        try {
            JsonObject reply = Server.parse(server.post("/api/chat/rag", body.build().toString()));
            JsonObject metrics = reply.getJsonObject("validation_metrics");
            String status = metrics == null ? "unvalidated" : metrics.getString("status");
            String text = reply.getString("response", "");
            return new Reply(text, status, status.equals("declined") || text.startsWith("I don't know"),
                    reply.getString("conversation_id", null), reply.getString("request_id", null));
        } catch (IllegalStateException refused) {
            return new Reply("", "failed", false, null, null);
        }
    }

    private static boolean holdsAll(String text, JsonArray facts) {
        return facts.getValuesAs(JsonArray.class).stream().allMatch(fact -> holds(normal(text), fact));
    }

    private static boolean holdsAny(String sentence, JsonArray facts) {
        return facts.getValuesAs(JsonArray.class).stream().anyMatch(fact -> holds(normal(sentence), fact));
    }

    private static boolean holds(String normalText, JsonArray alternatives) {
        return alternatives.getValuesAs(JsonString.class).stream()
                .anyMatch(alternative -> normalText.contains(normal(alternative.getString())));
    }

    /** Lower case, NFKC, dashes and spaces made plain, citation markers gone. */
    static String normal(String text) {
        String plain = Normalizer.normalize(MARKERS.matcher(text).replaceAll(""), Normalizer.Form.NFKC);
        return plain.toLowerCase(Locale.ROOT).replaceAll("[\u2010-\u2015]", "-").replace('\u2019', '\'')
                .replaceAll("\\s+", " ");
    }

    private static List<String> sentences(String text) {
        return List.of(SENTENCE_END.split(MARKERS.matcher(text).replaceAll("").strip()));
    }

    private static List<JsonObject> lines(String name) {
        return Corpora.resource(ROOT + name).lines().filter(l -> !l.isBlank()).map(CustomerQuestions::json).toList();
    }

    private static JsonObject json(String line) {
        return Json.createReader(new StringReader(line)).readObject();
    }
}
