package io.ragguard.bench;

import io.ragguard.text.Sentences;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * How often the guard refuses what its sources say: answers made of one to three consecutive
 * sentences copied verbatim from their own context (the HaluEval development paragraphs, whose
 * sentences often run on without a space: "...in 1994.Patricia Lee Smith..."), sent to a running
 * server's {@code POST /api/validate} with faithfulness and claims. Prints the pass rate and the
 * refused answers with their reasons.
 *
 * <p>Start the server ({@code ./mvnw liberty:run}), then
 * {@code ./mvnw -q -pl bench exec:java@verbatim-answers} ({@code -Dseed=7}). With {@code -Dset=faithful}
 * it sends the faithful-answer set instead ({@link FaithfulAnswers}) and prints, per kind, the share
 * of faithful answers passed and of hallucinated twins refused.
 */
public final class VerbatimAnswers {

    private VerbatimAnswers() {
    }

    public static void main(String[] args) throws Exception {
        Server server = Server.fromProperties();
        if (System.getProperty("set", "verbatim").equals("faithful")) {
            faithfulSet(server);
            return;
        }
        Random random = new Random(Long.getLong("seed", 7));
        int asked = 0;
        int passed = 0;
        List<String> refused = new ArrayList<>();
        for (JsonObject item : Corpora.jsonLines(Corpora.dataDir().resolve("halueval-qa-dev.jsonl"))) {
            String knowledge = item.getString("knowledge");
            List<String> sentences = Sentences.split(knowledge.replaceAll("([a-z0-9)\"”])([.!?])([A-Z])", "$1$2 $3"));
            int count = 1 + random.nextInt(Math.min(3, sentences.size()));
            int start = random.nextInt(sentences.size() - count + 1);
            String answer = knowledge.substring(knowledge.indexOf(first(sentences.get(start))));
            String last = sentences.get(start + count - 1);
            int end = answer.indexOf(last(last));
            answer = end < 0 ? answer : answer.substring(0, end + last(last).length());
            JsonArrayBuilder validators = Json.createArrayBuilder().add("faithfulness").add("claims");
            JsonObject reply = Server.parse(server.post("/api/validate", Json.createObjectBuilder()
                    .add("question", item.getString("question")).add("answer", answer)
                    .add("contexts", Json.createArrayBuilder().add(knowledge)).add("validators", validators)
                    .build().toString()));
            asked++;
            if (reply.getBoolean("passed")) {
                passed++;
            } else {
                refused.add(item.getString("id") + " " + reply.getJsonArray("reasons") + " :: " + answer);
            }
        }
        refused.forEach(System.out::println);
        System.out.println(Json.createObjectBuilder().add("machine", Server.machine()).add("answers", asked)
                .add("passed", passed).add("pass_rate", Math.round(passed * 10_000.0 / asked) / 10_000.0).build());
    }

    /**
     * The faithful-answer set ({@link FaithfulAnswers}) through {@code /api/validate} with faithfulness
     * and claims: per kind, the share of faithful answers that pass and of twins that do not.
     */
    private static void faithfulSet(Server server) throws Exception {
        Map<String, int[]> tally = new TreeMap<>();
        for (GroundingRows.Row row : FaithfulAnswers.rows()) {
            JsonArrayBuilder contexts = Json.createArrayBuilder();
            row.contexts().forEach(contexts::add);
            JsonObject reply = Server.parse(server.post("/api/validate", Json.createObjectBuilder()
                    .add("question", row.question()).add("answer", row.answer()).add("contexts", contexts)
                    .add("validators", Json.createArrayBuilder().add("faithfulness").add("claims")).build()
                    .toString()));
            int[] counts = tally.computeIfAbsent(row.dataset(), d -> new int[4]);
            boolean passed = reply.getBoolean("passed");
            counts[row.faithful() ? 0 : 2]++;
            counts[row.faithful() ? 1 : 3] += row.faithful() == passed ? 1 : 0;
        }
        JsonObjectBuilder out = Json.createObjectBuilder().add("machine", Server.machine());
        tally.forEach((kind, c) -> out.add(kind, Json.createObjectBuilder()
                .add("faithful", c[0]).add("passed", Math.round(c[1] * 1000.0 / c[0]) / 1000.0)
                .add("twins", c[2]).add("twins_refused", Math.round(c[3] * 1000.0 / Math.max(1, c[2])) / 1000.0)));
        System.out.println(out.build());
    }

    private static String first(String sentence) {
        return sentence.substring(0, Math.min(30, sentence.length()));
    }

    private static String last(String sentence) {
        return sentence.substring(Math.max(0, sentence.length() - 30));
    }
}
