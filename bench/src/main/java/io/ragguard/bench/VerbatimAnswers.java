package io.ragguard.bench;

import io.ragguard.text.Sentences;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * How often the guard refuses what its sources say: answers made of one to three consecutive
 * sentences copied verbatim from their own context (the HaluEval development paragraphs, whose
 * sentences often run on without a space: "...in 1994.Patricia Lee Smith..."), sent to a running
 * server's {@code POST /api/validate} with faithfulness and claims. Prints the pass rate and the
 * refused answers with their reasons.
 *
 * <p>Start the server ({@code ./mvnw liberty:run}), then
 * {@code ./mvnw -q -pl bench exec:java@verbatim-answers} ({@code -Dseed=7}).
 */
public final class VerbatimAnswers {

    private VerbatimAnswers() {
    }

    public static void main(String[] args) throws Exception {
        Server server = Server.fromProperties();
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

    private static String first(String sentence) {
        return sentence.substring(0, Math.min(30, sentence.length()));
    }

    private static String last(String sentence) {
        return sentence.substring(Math.max(0, sentence.length() - 30));
    }
}
