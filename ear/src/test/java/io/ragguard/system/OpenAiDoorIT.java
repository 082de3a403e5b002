package io.ragguard.system;

import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.SystemMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.exception.AuthenticationException;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.chat.response.StreamingChatResponseHandler;
import dev.langchain4j.model.openai.OpenAiChatModel;
import dev.langchain4j.model.openai.OpenAiStreamingChatModel;
import dev.langchain4j.model.output.FinishReason;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.StringReader;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static jakarta.json.Json.createValue;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The OpenAI-compatible door through the running server: LangChain4j's own OpenAI models (a client no one
 * here wrote) get guarded answers plain, streamed and over several turns by changing their base URL and key;
 * the wire format, a decline as an ordinary {@code stop}, the refusal as {@code content_filter}, the model list
 * and OpenAI's error bodies.
 */
class OpenAiDoorIT {

    private static final String GOLDEN = "How long is the return window for Trail Points members on full-price purchases?";
    private static final String COMPLETIONS = "/v1/chat/completions";
    /** A question whose answer no evidence-overlap threshold of 1.0 passes. */
    private static final String PARAPHRASED = "How much does express shipping cost?";

    private final String base = System.getProperty("it.base.url", "http://localhost:9080");
    private final Server server = new Server();

    private OpenAiChatModel model(String name, String key) {
        return OpenAiChatModel.builder().baseUrl(base + "/v1").apiKey(key).modelName(name)
                .timeout(Duration.ofSeconds(60)).maxRetries(0).build();
    }

    private static String request(String model, boolean stream, JsonObjectBuilder... messages) {
        var array = Json.createArrayBuilder();
        for (JsonObjectBuilder message : messages) {
            array.add(message);
        }
        return Json.createObjectBuilder().add("model", model).add("stream", stream).add("messages", array).build()
                .toString();
    }

    private static JsonObjectBuilder message(String role, String content) {
        return Json.createObjectBuilder().add("role", role).add("content", content);
    }

    /** The {@code data:} payloads of an OpenAI stream, in order. */
    private static List<String> data(String body) {
        return body.lines().filter(line -> line.startsWith("data: ")).map(line -> line.substring(6)).toList();
    }

    private static JsonObject json(String text) {
        try (var reader = Json.createReader(new StringReader(text))) {
            return reader.readObject();
        }
    }

    @Test
    void langChain4jsOpenAiChatModelGetsTheGuardedAnswer() {
        ChatResponse response = model("northwind", "rg-demo-key").chat(UserMessage.from(GOLDEN));

        assertThat(response.aiMessage().text()).contains("60 days");
        assertThat(response.metadata().finishReason()).isEqualTo(FinishReason.STOP);
        assertThat(response.metadata().id()).startsWith("chatcmpl-");
    }

    @Test
    void langChain4jCarriesAConversationOfSeveralTurns() {
        OpenAiChatModel northwind = model("northwind", "rg-demo-key");
        String first = northwind.chat("Tell me about express shipping.");

        ChatResponse followUp = northwind.chat(SystemMessage.from("Keep answers short."),
                UserMessage.from("Tell me about express shipping."), AiMessage.from(first),
                UserMessage.from("How much does it cost?"));

        assertThat(first).isNotBlank();
        assertThat(followUp.aiMessage().text()).contains("$14.95");
    }

    @Test
    void langChain4jsStreamingModelGetsTheSameAnswerInValidatedPieces() throws Exception {
        OpenAiStreamingChatModel streaming = OpenAiStreamingChatModel.builder().baseUrl(base + "/v1")
                .apiKey("rg-demo-key").modelName("northwind").timeout(Duration.ofSeconds(60)).build();
        StringBuilder pieces = new StringBuilder();
        CompletableFuture<ChatResponse> complete = new CompletableFuture<>();

        streaming.chat(GOLDEN, new StreamingChatResponseHandler() {
            @Override
            public void onPartialResponse(String partial) {
                pieces.append(partial);
            }

            @Override
            public void onCompleteResponse(ChatResponse response) {
                complete.complete(response);
            }

            @Override
            public void onError(Throwable error) {
                complete.completeExceptionally(error);
            }
        });
        ChatResponse response = complete.get(90, TimeUnit.SECONDS);

        assertThat(response.aiMessage().text()).contains("60 days").isEqualTo(pieces.toString());
        assertThat(response.metadata().finishReason()).isEqualTo(FinishReason.STOP);
    }

    @Test
    void aPlainCompletionIsOpenAisObjectWithRagGuardsEvidenceBeside() {
        Server.Reply reply = server.post(COMPLETIONS, request("northwind", false, message("user", GOLDEN)));

        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        JsonObject completion = reply.json();
        assertThat(completion.getString("object")).isEqualTo("chat.completion");
        assertThat(completion.getString("model")).isEqualTo("northwind");
        JsonObject choice = completion.getJsonArray("choices").getJsonObject(0);
        assertThat(choice.getJsonObject("message").getString("role")).isEqualTo("assistant");
        assertThat(choice.getJsonObject("message").getString("content")).contains("60 days");
        assertThat(choice.getString("finish_reason")).isEqualTo("stop");
        assertThat(completion.getJsonObject("usage").getInt("total_tokens")).isPositive();
        JsonObject ragguard = completion.getJsonObject("ragguard");
        String requestId = ragguard.getString("request_id");
        assertThat(completion.getString("id")).isEqualTo("chatcmpl-" + requestId);
        assertThat(ragguard.getJsonArray("context_used")).isNotEmpty();
        assertThat(ragguard.getJsonObject("validation_metrics").getBoolean("passed")).isTrue();
        assertThat(ragguard.getString("status")).isEqualTo("passed");

        JsonObject record = server.get("/api/admin/records/" + requestId, Server.COMPLIANCE).json();
        assertThat(record.getString("question")).isEqualTo(GOLDEN);
        assertThat(record.getString("key_name")).isEqualTo("demo");
    }

    @Test
    void aStreamIsChunksEndingWithDoneAndTheLastCarriesTheVerdicts() {
        Server.Reply reply = server.post(COMPLETIONS, request("northwind", true, message("user", GOLDEN)));

        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        assertThat(reply.header("Content-Type")).startsWith("text/event-stream");
        List<String> data = data(reply.body());
        assertThat(data.get(data.size() - 1)).isEqualTo("[DONE]");
        List<JsonObject> chunks = data.subList(0, data.size() - 1).stream().map(OpenAiDoorIT::json).toList();
        assertThat(chunks).allSatisfy(chunk -> assertThat(chunk.getString("object")).isEqualTo("chat.completion.chunk"));
        assertThat(chunks).extracting(chunk -> chunk.getString("id")).containsOnly(chunks.get(0).getString("id"));
        assertThat(chunks.get(0).getJsonArray("choices").getJsonObject(0).getJsonObject("delta").getString("role"))
                .isEqualTo("assistant");
        JsonObject last = chunks.get(chunks.size() - 1);
        assertThat(last.getJsonArray("choices").getJsonObject(0).getString("finish_reason")).isEqualTo("stop");
        assertThat(last.getJsonObject("ragguard").getJsonObject("validation_metrics").getBoolean("passed")).isTrue();
        String text = chunks.stream().map(chunk -> chunk.getJsonArray("choices").getJsonObject(0).getJsonObject("delta")
                .getString("content", "")).reduce("", String::concat);
        assertThat(text).contains("60 days");
        assertThat(chunks.stream().filter(chunk -> !chunk.getJsonArray("choices").getJsonObject(0)
                .getJsonObject("delta").getString("content", "").isEmpty())).as("the answer comes in pieces")
                .hasSizeGreaterThanOrEqualTo(1);
    }

    @Test
    void aDeclineStopsNormallyWithStatusDeclinedAndItsReasonPlainAndStreamed() {
        String unanswerable = "Who won the football world cup in 1998?";

        JsonObject plain = server.post(COMPLETIONS, request("northwind", false, message("user", unanswerable))).json();
        List<String> streamed = data(server.post(COMPLETIONS, request("northwind", true, message("user", unanswerable)))
                .body());

        JsonObject choice = plain.getJsonArray("choices").getJsonObject(0);
        assertThat(choice.getString("finish_reason")).as(plain.toString()).isEqualTo("stop");
        assertThat(choice.getJsonObject("message").getString("content")).startsWith("I don't know.");
        JsonObject ragguard = plain.getJsonObject("ragguard");
        assertThat(ragguard.getString("status")).isEqualTo("declined");
        assertThat(ragguard.getString("decline_reason")).isEqualTo("no_context");
        assertThat(ragguard.getJsonObject("validation_metrics").getBoolean("passed")).isTrue();
        assertThat(streamed.get(streamed.size() - 1)).isEqualTo("[DONE]");
        JsonObject last = json(streamed.get(streamed.size() - 2));
        assertThat(last.getJsonArray("choices").getJsonObject(0).getString("finish_reason")).isEqualTo("stop");
        assertThat(last.getJsonObject("ragguard").getString("status")).isEqualTo("declined");
        assertThat(last.getJsonObject("ragguard").getString("decline_reason")).isEqualTo("no_context");
        ChatResponse viaLangChain4j = model("northwind", "rg-demo-key").chat(UserMessage.from(unanswerable));
        assertThat(viaLangChain4j.metadata().finishReason()).isEqualTo(FinishReason.STOP);
        assertThat(viaLangChain4j.aiMessage().text()).startsWith("I don't know.");
    }

    @Test
    void aRefusedAnswerIsAnOrdinaryCompletionWithTheRefusalTemplateAndContentFilter() throws Exception {
        // schema-format refuses an answer without a section the tenant requires, and cannot repair it
        Server.Reply section = server.post("/api/admin/guardrails", Server.ADMIN, Json.createObjectBuilder()
                .add("kind", "required_section").add("tenant", "northwind")
                .add("pattern", "Warranty notice " + UUID.randomUUID().toString().substring(0, 6))
                .add("detail", "Every answer ends with the warranty notice.").build().toString());
        assertThat(section.status()).as(section.body()).isEqualTo(201);
        String template = "Sorry, nothing I may say is supported " + UUID.randomUUID().toString().substring(0, 6) + ".";
        server.set("chat.refusal.template", createValue(template));
        try {
            JsonObject plain = server.post(COMPLETIONS, request("northwind", false, message("user", PARAPHRASED))).json();
            JsonObject choice = plain.getJsonArray("choices").getJsonObject(0);
            assertThat(choice.getJsonObject("message").getString("content")).isEqualTo(template);
            assertThat(choice.getString("finish_reason")).isEqualTo("content_filter");
            assertThat(plain.getJsonObject("ragguard").getJsonArray("reasons").toString()).contains("schema-format");
            assertThat(plain.getJsonObject("ragguard").getString("status")).isEqualTo("failed");
            assertThat(plain.getJsonObject("ragguard").containsKey("decline_reason")).isFalse();

            ChatResponse viaLangChain4j = model("northwind", "rg-demo-key").chat(UserMessage.from(PARAPHRASED));
            assertThat(viaLangChain4j.metadata().finishReason()).isEqualTo(FinishReason.CONTENT_FILTER);
            assertThat(viaLangChain4j.aiMessage().text()).isEqualTo(template);

            List<String> streamed = data(server.post(COMPLETIONS, request("northwind", true, message("user", PARAPHRASED)))
                    .body());
            assertThat(streamed.get(streamed.size() - 1)).isEqualTo("[DONE]");
            JsonObject last = json(streamed.get(streamed.size() - 2));
            assertThat(last.getJsonArray("choices").getJsonObject(0).getString("finish_reason"))
                    .isEqualTo("content_filter");
            assertThat(last.getJsonArray("choices").getJsonObject(0).getJsonObject("delta").getString("content"))
                    .endsWith(template);
            assertThat(last.getJsonObject("ragguard").getJsonArray("reasons").toString()).contains("schema-format");
        } finally {
            server.delete("/api/admin/guardrails/" + section.json().getJsonNumber("id").longValue(), Server.ADMIN);
            server.reset("chat.refusal.template");
        }
    }

    @Test
    void theModelsAreTheTenantsTheKeyMayUse() {
        JsonArray all = server.get("/v1/models", null).json().getJsonArray("data");
        Server.Reply created = server.post("/api/admin/keys", Server.ADMIN, Json.createObjectBuilder()
                .add("name", "models " + UUID.randomUUID().toString().substring(0, 8))
                .add("tenants", Json.createArrayBuilder().add("bluebay")).build().toString());
        String scoped = Server.key(created.json().getString("key"));

        assertThat(all.getValuesAs(JsonObject.class)).extracting(model -> model.getString("id"))
                .contains("northwind", "bluebay", "medora");
        assertThat(all.getJsonObject(0).getString("object")).isEqualTo("model");
        assertThat(server.get("/v1/models", scoped).json().getJsonArray("data").getValuesAs(JsonObject.class))
                .extracting(model -> model.getString("id")).containsExactly("bluebay");
        assertThat(server.get("/v1/models/bluebay", scoped).json().getString("id")).isEqualTo("bluebay");
        assertThat(server.get("/v1/models/northwind", scoped).status()).isEqualTo(404);
        Server.Reply outside = server.post(COMPLETIONS, scoped, request("northwind", false, message("user", GOLDEN)));
        assertThat(outside.status()).isEqualTo(403);
        assertThat(outside.json().getJsonObject("error").getString("type")).isEqualTo("permission_error");
        assertThat(outside.json().getJsonObject("error").getString("code")).isEqualTo("tenant_not_allowed");
    }

    @Test
    void errorsComeInOpenAisFormatWithTheRightStatus() {
        Server.Reply unknownModel = server.post(COMPLETIONS, request("no-such-tenant", false, message("user", "Hi?")));
        Server.Reply noMessages = server.post(COMPLETIONS, "{\"model\": \"northwind\"}");
        Server.Reply lastNotUser = server.post(COMPLETIONS, request("northwind", false, message("user", "Hi?"),
                message("assistant", "Hello.")));
        Server.Reply tool = server.post(COMPLETIONS, request("northwind", false, message("tool", "42"),
                message("user", "Hi?")));
        Server.Reply malformed = server.post(COMPLETIONS, "{\"model\": ");
        Server.Reply wrongKey = server.post(COMPLETIONS, Server.key("rg-wrong"), request("northwind", false,
                message("user", "Hi?")));

        assertThat(unknownModel.status()).isEqualTo(404);
        assertThat(unknownModel.json().getJsonObject("error").getString("message")).contains("no-such-tenant");
        assertThat(noMessages.status()).isEqualTo(400);
        assertThat(noMessages.json().getJsonObject("error").getString("param")).isEqualTo("messages");
        assertThat(noMessages.json().getJsonObject("error").getString("type")).isEqualTo("invalid_request_error");
        assertThat(lastNotUser.status()).isEqualTo(400);
        assertThat(tool.status()).isEqualTo(400);
        assertThat(tool.json().getJsonObject("error").getString("message")).contains("tool");
        assertThat(malformed.status()).isEqualTo(400);
        assertThat(malformed.json().getJsonObject("error").getString("code")).isEqualTo("malformed_json");
        assertThat(wrongKey.status()).isEqualTo(401);
        assertThat(wrongKey.json().getJsonObject("error").getString("code")).isEqualTo("invalid_key");
        assertThatThrownBy(() -> model("northwind", "rg-wrong").chat("Hi?"))
                .isInstanceOf(AuthenticationException.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"[]", "[{}]"})
    void refusesABodyThatIsNoJsonObjectAsBadInput(String body) {
        Server.Reply reply = server.post(COMPLETIONS, body);

        assertThat(reply.status()).as(reply.body()).isEqualTo(400);
        assertThat(reply.json().getJsonObject("error").getString("code")).isEqualTo("invalid_request");
        assertThat(reply.json().getJsonObject("error").getString("message")).contains("JSON object");
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"northwind\"", "42", "null"})
    void refusesABareJsonValueAsBadInputInOpenAisForm(String body) {
        Server.Reply reply = server.post(COMPLETIONS, body);

        assertThat(reply.status()).as(reply.body()).isEqualTo(400);
        assertThat(reply.json().getJsonObject("error").getString("type")).isEqualTo("invalid_request_error");
    }

    @Test
    void refusesAConversationOverTheLimitsAsTooLarge() {
        Server.Reply longInstructions = server.post(COMPLETIONS, request("northwind", false,
                message("system", "Answer kindly. ".repeat(4000)), message("user", "How long is the return window?")));
        JsonObjectBuilder[] many = new JsonObjectBuilder[202];
        for (int i = 0; i < 201; i++) {
            many[i] = message(i % 2 == 0 ? "user" : "assistant", "Turn " + i + ".");
        }
        many[201] = message("user", "How long is the return window?");
        Server.Reply manyMessages = server.post(COMPLETIONS, request("northwind", false, many));

        assertThat(longInstructions.status()).as(longInstructions.body()).isEqualTo(413);
        assertThat(longInstructions.json().getJsonObject("error").getString("code")).isEqualTo("request_too_large");
        assertThat(longInstructions.json().getJsonObject("error").getString("message"))
                .contains("chat.history.max-chars");
        assertThat(manyMessages.status()).as(manyMessages.body()).isEqualTo(413);
        assertThat(manyMessages.json().getJsonObject("error").getString("message"))
                .contains("chat.history.max-messages");
    }
}
