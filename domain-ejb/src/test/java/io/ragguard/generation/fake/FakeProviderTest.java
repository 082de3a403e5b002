package io.ragguard.generation.fake;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The fake as a client sees it on the wire, beyond what the provider clients' tests show. */
class FakeProviderTest {

    private static final String QUESTION = "Sources:\n[1] Membership\nMembers get 60 days to return an item. "
            + "Returns need a receipt.\n\nQuestion: How many days do members get to return an item? Is a receipt needed?";

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private FakeProvider fake;

    @AfterEach
    void stop() {
        fake.close();
    }

    @Test
    void notesWhenEachSentenceOfAStreamedAnswerWasFlushed() throws Exception {
        fake = FakeProvider.start(Wire.OPENAI).pace(Duration.ofMillis(10), Duration.ofMillis(5), 4);

        HttpResponse<String> response = post("/v1/chat/completions", null, openAi("test-model", true));

        assertThat(response.body()).endsWith("data: [DONE]\n\n");
        List<Long> times = fake.sentenceFlushTimes();
        assertThat(times).hasSize(2);
        assertThat(Duration.ofNanos(times.get(1) - times.get(0))).isGreaterThan(Duration.ofMillis(20));
    }

    @Test
    void playsTheScriptThenTheScenarioTheModelNamesThenTheAnswer() throws Exception {
        fake = FakeProvider.start(Wire.OPENAI).script(Scenario.RATE_LIMITED).retryAfter("3");

        HttpResponse<String> limited = post("/v1/chat/completions", null, openAi("empty", false));
        post("/v1/chat/completions", null, openAi("empty", false));
        post("/v1/chat/completions", null, openAi("gpt-test", false));

        assertThat(limited.statusCode()).isEqualTo(429);
        assertThat(limited.headers().firstValue("Retry-After")).contains("3");
        assertThat(json(limited.body()).getJsonObject("error").getString("code")).isEqualTo("rate_limit_exceeded");
        assertThat(fake.requests()).extracting(ReceivedRequest::scenario)
                .containsExactly(Scenario.RATE_LIMITED, Scenario.EMPTY, Scenario.ANSWER);
    }

    @Test
    void refusesAMissingOrWrongKeyAsGeminiDoes() throws Exception {
        fake = FakeProvider.start(Wire.GEMINI).expectKey("AIza-test");
        String body = "{\"contents\": [{\"role\": \"user\", \"parts\": [{\"text\": \"ping\"}]}]}";

        HttpResponse<String> missing = post("/v1beta/models/gemini-test:generateContent", null, body);
        HttpResponse<String> wrong = post("/v1beta/models/gemini-test:generateContent", "AIza-wrong", body);
        HttpResponse<String> right = post("/v1beta/models/gemini-test:generateContent", "AIza-test", body);

        assertThat(missing.statusCode()).isEqualTo(403);
        assertThat(json(missing.body()).getJsonObject("error").getString("status")).isEqualTo("PERMISSION_DENIED");
        assertThat(wrong.statusCode()).isEqualTo(400);
        assertThat(json(wrong.body()).getJsonObject("error").getString("message")).startsWith("API key not valid");
        assertThat(json(right.body()).getJsonArray("candidates").getJsonObject(0).getJsonObject("content")
                .getJsonArray("parts").getJsonObject(0).getString("text")).isEqualTo("ok");
        assertThat(fake.requests()).hasSize(3);
    }

    @Test
    void answersAnUnknownPathAndAMissingHeaderInTheApisErrorFormat() throws Exception {
        fake = FakeProvider.start(Wire.ANTHROPIC);
        String body = "{\"model\": \"claude-test\", \"max_tokens\": 10, \"messages\": [{\"role\": \"user\", "
                + "\"content\": \"ping\"}]}";

        HttpResponse<String> unknown = post("/v1/complete", null, body);
        HttpResponse<String> noVersion = post("/v1/messages", null, body);

        assertThat(unknown.statusCode()).isEqualTo(404);
        assertThat(json(unknown.body()).getJsonObject("error").getString("type")).isEqualTo("not_found_error");
        assertThat(noVersion.statusCode()).isEqualTo(400);
        assertThat(json(noVersion.body()).getJsonObject("error").getString("message"))
                .isEqualTo("anthropic-version: header is required");
    }

    private String openAi(String model, boolean stream) {
        return Json.createObjectBuilder().add("model", model).add("stream", stream)
                .add("messages", Json.createArrayBuilder().add(Json.createObjectBuilder().add("role", "user")
                        .add("content", QUESTION)))
                .build().toString();
    }

    private HttpResponse<String> post(String path, String googleKey, String body) throws IOException,
            InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(fake.baseUrl().resolve(path).toString()))
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (googleKey != null) {
            request.header("x-goog-api-key", googleKey);
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static JsonObject json(String text) {
        return Json.createReader(new StringReader(text)).readObject();
    }
}
