package io.ragguard.bench;

import jakarta.json.Json;
import jakarta.json.JsonObject;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The chat's answers to HaluEval's questions from HaluEval's own paragraphs: every paragraph of the
 * development set is stored as a document of one demo tenant ({@code -Dtenant}, default medora)
 * through a running server's knowledge API, each question is asked through {@code POST /api/chat/rag},
 * and the documents are deleted again. Counts the answers that hold the right answer and passed, the
 * right answers the guard refused or withheld, the "I don't know" answers, and the questions whose own
 * paragraph is among the passages retrieved for them; prints the refused ones with their reasons, and the
 * questions whose own paragraph was not retrieved with the passages that were.
 *
 * <p>Start the server ({@code ./mvnw liberty:run}), then {@code ./mvnw -q -pl bench exec:java@halueval-chat}.
 */
public final class HaluEvalChat {

    private HaluEvalChat() {
    }

    public static void main(String[] args) throws Exception {
        Server server = Server.fromProperties();
        String tenant = System.getProperty("tenant", "medora");
        List<JsonObject> rows = Corpora.jsonLines(Corpora.dataDir().resolve("halueval-qa-dev.jsonl"));
        List<Long> documents = new ArrayList<>();
        try {
            for (JsonObject row : rows) {
                documents.add(server.addDocument(tenant, row.getString("id"), row.getString("knowledge")));
            }
            int holding = 0;
            int passedHolding = 0;
            int dontKnow = 0;
            int refused = 0;
            int ownParagraph = 0;
            List<String> misses = new ArrayList<>();
            for (JsonObject row : rows) {
                JsonObject reply;
                try {
                    reply = Server.parse(server.post("/api/chat/rag", Json.createObjectBuilder()
                            .add("message", row.getString("question")).add("tenant", tenant).build().toString()));
                } catch (IllegalStateException refusal) {
                    refused++;
                    misses.add("refused " + row.getString("id") + ": " + refusal.getMessage());
                    continue;
                }
                boolean own = reply.getJsonArray("context_used").getValuesAs(JsonObject.class).stream()
                        .anyMatch(passage -> passage.getString("title").equals(row.getString("id")));
                ownParagraph += own ? 1 : 0;
                if (!own) {
                    misses.add("own paragraph not retrieved " + row.getString("id") + ": " + row.getString("question")
                            + " :: " + reply.getJsonArray("context_used").getValuesAs(JsonObject.class).stream()
                                    .map(p -> p.getString("title")).toList());
                }
                String response = reply.getString("response");
                if (response.startsWith("I don't know")) {
                    dontKnow++;
                    continue;
                }
                if (response.toLowerCase(Locale.ROOT).contains(row.getString("right_answer").toLowerCase(Locale.ROOT))) {
                    holding++;
                    boolean passed = reply.getJsonObject("validation_metrics").getBoolean("passed");
                    passedHolding += passed ? 1 : 0;
                    if (!passed) {
                        misses.add("not passed " + row.getString("id") + ": "
                                + reply.getJsonObject("validation_metrics").getJsonArray("reasons") + " :: " + response);
                    }
                }
            }
            misses.forEach(System.out::println);
            System.out.println(Json.createObjectBuilder().add("machine", Server.machine()).add("questions", rows.size())
                    .add("answers_holding_the_right_answer", holding).add("of_those_passed", passedHolding)
                    .add("dont_know", dontKnow).add("refused", refused).add("own_paragraph_selected", ownParagraph)
                    .build());
        } finally {
            for (long id : documents) {
                server.deleteDocument(id);
            }
        }
    }
}
