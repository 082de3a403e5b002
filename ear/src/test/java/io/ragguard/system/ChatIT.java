package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** The chat endpoint against the running server, with the demo knowledge base. */
class ChatIT {

    private static final Pattern MARKER = Pattern.compile("\\[(\\d+)]");
    private final Server server = new Server();

    /** Run alone, this class would otherwise start before the application has. */
    @BeforeEach
    void awaitServer() throws InterruptedException {
        server.awaitReady(Duration.ofMinutes(3));
    }

    static Stream<JsonObject> goldenQuestions() throws IOException {
        Path golden = Path.of(System.getProperty("it.golden.file",
                "../domain-ejb/src/main/resources/demo/golden.jsonl"));
        return Files.readAllLines(golden).stream().filter(l -> !l.isBlank())
                .map(line -> Json.createReader(new StringReader(line)).readObject());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("goldenQuestions")
    void answersGoldenQuestionWithCitedValidatedAnswer(JsonObject golden) {
        Server.Reply reply = server.chat(golden.getString("question"), golden.getString("tenant"));

        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        JsonObject body = reply.json();
        String response = body.getString("response");
        for (JsonString phrase : golden.getJsonArray("expected_phrases").getValuesAs(JsonString.class)) {
            assertThat(response.toLowerCase(Locale.ROOT)).contains(phrase.getString().toLowerCase(Locale.ROOT));
        }
        int contextSize = body.getJsonArray("context_used").size();
        Matcher marker = MARKER.matcher(response);
        assertThat(marker.find()).as("cited: " + response).isTrue();
        do {
            assertThat(Integer.parseInt(marker.group(1))).isBetween(1, contextSize);
        } while (marker.find());
        JsonObject metrics = body.getJsonObject("validation_metrics");
        assertThat(metrics.getBoolean("passed")).as(body.toString()).isTrue();
        assertThat(metrics.getJsonObject("validators").keySet())
                .contains("citation-required", "evidence-overlap", "pii-leakage", "confidence");
        assertThat(body.getString("request_id")).isNotBlank();
        assertThat(body.getString("conversation_id")).isNotBlank();
    }

    @Test
    void recordsTheClaimVerdictsWhenTheClaimsValidatorIsOn() {
        String setting = "/api/admin/settings/validator.claims.enabled";
        assertThat(server.put(setting, Server.ADMIN, "{\"value\": true}").status()).isBetween(200, 204);
        try {
            Server.Reply reply = server.chat(
                    "How long is the return window for Trail Points members on full-price purchases?", "northwind");

            assertThat(reply.status()).as(reply.body()).isIn(200, 422);
            JsonObject recorded = server.get("/api/admin/records/" + reply.json().getString("request_id"),
                    Server.COMPLIANCE).json();
            assertThat(recorded.getJsonArray("outcomes").getValuesAs(JsonObject.class))
                    .anyMatch(o -> o.getString("validator").equals("claims"));
            List<JsonObject> claims = recorded.getJsonArray("claims").getValuesAs(JsonObject.class);
            assertThat(claims).as(recorded.toString()).extracting(c -> c.getString("validator"))
                    .contains("faithfulness", "claims").containsOnly("faithfulness", "claims");
            assertThat(claims.stream().filter(c -> c.getString("validator").equals("claims")))
                    .isNotEmpty()
                    .allMatch(c -> List.of("Supported", "Contradictory", "Insufficient").contains(c.getString("verdict")))
                    .anyMatch(c -> c.containsKey("evidence_id") && c.getInt("end") > c.getInt("start"));
            assertThat(claims.stream().filter(c -> c.getString("validator").equals("faithfulness")))
                    .allMatch(c -> List.of("supported", "unsupported", "contradicted", "not_a_claim")
                            .contains(c.getString("verdict")));
        } finally {
            server.delete(setting, Server.ADMIN);
        }
    }

    @Test
    void describesEveryPassageOfContextUsed() {
        JsonObject body = server.chat("How much does express shipping cost?", "northwind").json();

        assertThat(body.getJsonArray("context_used")).isNotEmpty();
        for (JsonObject item : body.getJsonArray("context_used").getValuesAs(JsonObject.class)) {
            assertThat(item.keySet()).contains("id", "title", "source_id", "score", "snippet");
            assertThat(item.getJsonNumber("score").doubleValue()).isBetween(0.0, 1.0);
            assertThat(item.getString("source_id")).startsWith("retail/");
        }
    }

    @Test
    void declinesAQuestionOutsideTheKnowledgeBaseForNoContextAndStillPassesIt() {
        JsonObject body = server.chat("Who won the football world cup in 1998?", "northwind").json();

        assertThat(body.getString("response")).startsWith("I don't know.");
        assertThat(body.getJsonArray("context_used")).isEmpty();
        JsonObject metrics = body.getJsonObject("validation_metrics");
        assertThat(metrics.getString("status")).as(body.toString()).isEqualTo("declined");
        assertThat(metrics.getString("decline_reason")).isEqualTo("no_context");
        assertThat(metrics.getBoolean("passed")).as("nothing unsupported was served").isTrue();
        assertThat(metrics.getJsonObject("validators").getJsonObject("confidence").getString("outcome"))
                .isEqualTo("patched");

        JsonObject recorded = server.get("/api/admin/records/" + body.getString("request_id"), Server.COMPLIANCE)
                .json();
        assertThat(recorded.getString("status")).isEqualTo("declined");
        assertThat(recorded.getString("decline_reason")).isEqualTo("no_context");
        assertThat(recorded.getString("answer_after")).isEqualTo(body.getString("response"));
    }

    @Test
    void declinesWithTheTenantsOwnMessageThatSaysWhereToTurn() {
        JsonObject body = server.chat("Who won the football world cup in 1998?", "helixpharma").json();

        assertThat(body.getString("response")).startsWith("I don't know.").contains("Medical Information portal");
        assertThat(body.getJsonObject("validation_metrics").getString("status")).isEqualTo("declined");
    }

    @Test
    void takesAChangedDeclineMessageForTheNextQuestion() {
        String name = "tenant.bluebay.chat.decline.message";
        JsonObject before = server.get("/api/admin/settings/" + name, Server.ADMIN).json();
        String message = "I don't know. Ask a garden advisor at the Bluebay desk " + System.nanoTime() + ".";
        server.set(name, Json.createValue(message));
        try {
            assertThat(server.chat("Who won the football world cup in 1998?", "bluebay").json().getString("response"))
                    .isEqualTo(message);
        } finally {
            if ("database".equals(before.getString("source", "")) && before.containsKey("value")) {
                server.set(name, before.get("value"));
            } else {
                server.reset(name);
            }
        }
    }

    @Test
    void answersAGreetingAsSmallTalkInTheWordsOfTheTenantsIdentity() {
        JsonObject body = server.chat("Hi! Can you help me?", "northwind").json();

        assertThat(body.getString("response")).contains("I'm the Northwind Outfitters help desk assistant")
                .doesNotContain("I don't know");
        assertThat(body.getJsonObject("validation_metrics").getString("status")).as(body.toString())
                .isEqualTo("passed");
    }

    @Test
    void streamsADeclineAndEndsWithItsStatusAndReason() {
        Server.Stream stream = server.stream(Json.createObjectBuilder()
                .add("message", "Who won the football world cup in 1998?").add("tenant", "northwind").build()
                .toString());

        assertThat(stream.status()).isEqualTo(200);
        assertThat(stream.deltas()).as(stream.body()).startsWith("I don't know.");
        assertThat(stream.named("done")).as(stream.body()).hasSize(1);
        JsonObject metrics = stream.named("done").get(0).json().getJsonObject("validation_metrics");
        assertThat(metrics.getString("status")).isEqualTo("declined");
        assertThat(metrics.getString("decline_reason")).isEqualTo("no_context");
        assertThat(metrics.getBoolean("passed")).isTrue();
    }

    @Test
    void anAnswerThatAnswersHasNoDeclineReason() {
        JsonObject metrics = server.chat("How much does express shipping cost?", "northwind").json()
                .getJsonObject("validation_metrics");

        assertThat(metrics.getString("status")).isNotEqualTo("declined");
        assertThat(metrics.containsKey("decline_reason")).as(metrics.toString()).isFalse();
    }

    @Test
    void keepsTenantsApart() {
        JsonObject body = server.chat("What does the Garden Club Rewards program give members?", "northwind").json();

        assertThat(body.getString("response")).doesNotContain("Garden Club");
    }

    @Test
    void continuesAConversationUnderTheSameId() {
        JsonObject first = server.chat("How much does express shipping cost?", "bluebay").json();
        String conversation = first.getString("conversation_id");

        Server.Reply second = server.post("/api/chat/rag", Json.createObjectBuilder()
                .add("message", "Is freight delivery available?").add("tenant", "bluebay")
                .add("conversation_id", conversation).build().toString());

        assertThat(second.status()).isEqualTo(200);
        assertThat(second.json().getString("conversation_id")).isEqualTo(conversation);
    }

    @Test
    void readsAFollowUpQuestionInTheContextOfTheConversation() {
        String conversation = server.chat("Tell me about express shipping.", "northwind").json()
                .getString("conversation_id");

        JsonObject followUp = server.post("/api/chat/rag", Json.createObjectBuilder()
                .add("message", "How much does it cost?").add("tenant", "northwind")
                .add("conversation_id", conversation).build().toString()).json();

        assertThat(followUp.getJsonArray("context_used").getValuesAs(JsonObject.class))
                .extracting(item -> item.getString("source_id")).contains("retail/shipping-and-delivery");
        assertThat(followUp.getString("response")).contains("$14.95");
    }

    static Stream<Arguments> badRequests() {
        return Stream.of(
                Arguments.of("{\"message\": ", "malformed_json"),
                Arguments.of("", "malformed_json"),
                Arguments.of("[1, 2]", "malformed_json"),
                Arguments.of("{}", "invalid_request"),
                Arguments.of("{\"message\": \"   \"}", "invalid_request"),
                Arguments.of("{\"message\": \"" + "a".repeat(4001) + "\"}", "invalid_request"),
                Arguments.of("{\"message\": \"hello\", \"tenant\": \"no-such-tenant\"}", "unknown_tenant"),
                Arguments.of("{\"message\": \"hello\", \"conversation_id\": \"has spaces!\"}", "invalid_conversation"));
    }

    @ParameterizedTest
    @MethodSource("badRequests")
    void rejectsBadInputWithA400NamingTheProblem(String body, String expectedError) {
        Server.Reply reply = server.post("/api/chat/rag", body);

        assertThat(reply.status()).as(reply.body()).isEqualTo(400);
        JsonObject error = reply.json();
        assertThat(error.getString("error")).isEqualTo(expectedError);
        assertThat(error.getString("message")).isNotBlank();
        assertThat(reply.body()).doesNotContain("Exception").doesNotContain("at io.ragguard");
    }

    @Test
    void refusesToContinueAnotherTenantsConversation() {
        String conversation = server.chat("How much does express shipping cost?", "northwind").json()
                .getString("conversation_id");

        Server.Reply reply = server.post("/api/chat/rag", Json.createObjectBuilder().add("message", "hello")
                .add("tenant", "medora").add("conversation_id", conversation).build().toString());

        assertThat(reply.status()).as(reply.body()).isEqualTo(403);
        assertThat(reply.json().getString("error")).isEqualTo("conversation_not_allowed");
    }

    @Test
    void rejectsTextBodiesWith415() {
        Server.Reply reply = server.send("/api/chat/rag", "text/plain", "hello");
        assertThat(reply.status()).isEqualTo(415);
        assertThat(reply.json().getString("error")).isEqualTo("unsupported_media_type");
    }

    @Test
    void rejectsWrongMethodWith405() {
        Server.Reply reply = server.get("/api/chat/rag", null);
        assertThat(reply.status()).isEqualTo(405);
        assertThat(reply.json().getString("error")).isEqualTo("method_not_allowed");
    }
}
