package io.ragguard.bench;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Calibrates what the chat answers when the knowledge holds no answer: the demo's questions about
 * absent things (domain-ejb's {@code demo/absent.jsonl}, near misses included) should get "I don't
 * know", and the golden questions their expected phrases. Asks both through a running server's
 * {@code POST /api/chat/rag} once for each value in {@code -Dvalues} (default: the server's own) of
 * {@code -Dsetting} ({@code generation.extractive.min-question-coverage}, or another), set live as an
 * admin and reset at the end. Prints the questions answered anyway, then one JSON line per value.
 *
 * <p>Start the server ({@code ./mvnw liberty:run}), then
 * {@code ./mvnw -q -pl bench exec:java@unanswerable -Dvalues=0.5,0.75,1}.
 */
public final class UnanswerableQuestions {


    private UnanswerableQuestions() {
    }

    public static void main(String[] args) throws Exception {
        Server server = Server.fromProperties();
        List<JsonObject> absent = lines("demo/absent.jsonl");
        List<JsonObject> golden = lines("demo/golden.jsonl");
        String setting = System.getProperty("setting", "generation.extractive.min-question-coverage");
        String values = System.getProperty("values", "");
        try {
            for (String value : values.isBlank() ? List.of("") : List.of(values.split(","))) {
                if (!value.isBlank()) {
                    server.set(setting, value.strip());
                }
                int dontKnow = 0;
                int nearMisses = 0;
                int nearMissDontKnow = 0;
                List<String> answered = new ArrayList<>();
                for (JsonObject question : absent) {
                    String response = ask(server, question);
                    boolean said = response.startsWith("I don't know");
                    dontKnow += said ? 1 : 0;
                    if (question.getString("kind").equals("near_miss")) {
                        nearMisses++;
                        nearMissDontKnow += said ? 1 : 0;
                    }
                    if (!said) {
                        answered.add(question.getString("tenant") + " " + question.getString("kind") + ": "
                                + question.getString("question") + " -> " + response);
                    }
                }
                int goldenRight = 0;
                for (JsonObject question : golden) {
                    String response = ask(server, question).toLowerCase(Locale.ROOT);
                    boolean right = question.getJsonArray("expected_phrases").getValuesAs(JsonString.class).stream()
                            .allMatch(p -> response.contains(p.getString().toLowerCase(Locale.ROOT)));
                    goldenRight += right ? 1 : 0;
                    if (!right) {
                        answered.add("golden missed: " + question.getString("question") + " -> " + response);
                    }
                }
                answered.forEach(line -> System.out.println("  " + line));
                System.out.println(Json.createObjectBuilder().add(setting, value.isBlank() ? "default" : value)
                        .add("absent", absent.size()).add("dont_know", dontKnow)
                        .add("dont_know_rate", Math.round(dontKnow * 1000.0 / absent.size()) / 1000.0)
                        .add("near_misses", nearMisses).add("near_miss_dont_know", nearMissDontKnow)
                        .add("golden", golden.size()).add("golden_right", goldenRight).build());
            }
        } finally {
            if (!values.isBlank()) {
                server.reset(setting);
            }
        }
    }

    /** The served answer, or "" when the answer was refused. */
    private static String ask(Server server, JsonObject question) throws Exception {
        try {
            JsonObject reply = Server.parse(server.post("/api/chat/rag", Json.createObjectBuilder()
                    .add("message", question.getString("question")).add("tenant", question.getString("tenant"))
                    .build().toString()));
            return reply.getString("response", "");
        } catch (IllegalStateException refused) {
            return "(refused: " + refused.getMessage() + ")";
        }
    }

    private static List<JsonObject> lines(String resource) {
        return Corpora.resource(resource).lines().filter(l -> !l.isBlank())
                .map(l -> Json.createReader(new StringReader(l)).readObject()).toList();
    }
}
