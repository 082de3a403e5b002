package io.ragguard.system;

import io.ragguard.generation.fake.FakeProvider;
import io.ragguard.generation.fake.Scenario;
import io.ragguard.generation.fake.Wire;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each provider's wire format through the running server, against a fake of that provider speaking its
 * published format over HTTP: plain and streamed answers, a failing sentence in the middle of a stream,
 * retries of a 429, and every failure falling back to the extractive generator (or opening the circuit).
 */
class ProvidersIT {

    private static final String TENANT = "medora";
    private static final String QUESTION = "How many sample units can each prescriber receive per product per month?";
    private static final List<String> SETTINGS = List.of("provider", "base-url", "model", "api-key", "retries",
            "timeout-ms", "fallback", "allowed-models");
    /** A figure the medora knowledge does not hold, sent unmarked: never served as it was. */
    private static final Pattern UNMARKED_FIGURE = Pattern.compile("(?<!unverified: )987");

    private final Server server = new Server();
    private FakeProvider fake;

    @BeforeEach
    void awaitServer() throws InterruptedException {
        server.awaitReady(Duration.ofMinutes(3));
    }

    @AfterEach
    void stop() {
        SETTINGS.forEach(s -> server.delete("/api/admin/settings/tenant." + TENANT + ".llm." + s, Server.ADMIN));
        if (fake != null) {
            fake.close();
        }
    }

    private void use(Wire wire) {
        fake = FakeProvider.start(wire);
        String key = "sk-it-" + wire.name().toLowerCase(Locale.ROOT);
        fake.expectKey(key);
        set("provider", wire.name().toLowerCase(Locale.ROOT));
        set("base-url", fake.baseUrl().toString());
        set("model", "fake-model");
        set("api-key", key);
        set("retries", "1");
        set("timeout-ms", "1500");
    }

    private void set(String setting, String value) {
        server.set("tenant." + TENANT + ".llm." + setting, Json.createValue(value));
    }

    private String generator(Wire wire) {
        return wire.name().toLowerCase(Locale.ROOT) + ":fake-model";
    }

    private JsonObject record(String requestId) {
        return server.get("/api/admin/records/" + requestId, Server.COMPLIANCE).json();
    }

    private static String ask(String question) {
        return Json.createObjectBuilder().add("message", question).add("tenant", TENANT).build().toString();
    }

    @ParameterizedTest
    @EnumSource(Wire.class)
    void answersThroughTheProviderWithTheTenantsPrompt(Wire wire) {
        use(wire);

        Server.Reply reply = server.chat(QUESTION, TENANT);

        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        JsonObject body = reply.json();
        assertThat(body.getString("generator")).isEqualTo(generator(wire));
        assertThat(body.getString("response")).contains("12 sample units");
        String sent = fake.lastRequest().body().toString();
        assertThat(sent).contains("Medora Labs").contains("Answer only from the numbered sources")
                .contains("Sources:\\n[1] ").contains("Question: " + QUESTION);
        assertThat(record(body.getString("request_id")).getString("generator")).isEqualTo(generator(wire));
    }

    @Test
    void theOpenAiDoorStreamsOnlyValidatedSentences() {
        use(Wire.OPENAI);
        fake.script(Scenario.UNSUPPORTED_FIGURE);

        Server.Reply reply = server.post("/v1/chat/completions", Json.createObjectBuilder().add("model", TENANT)
                .add("stream", true).add("messages", Json.createArrayBuilder()
                        .add(Json.createObjectBuilder().add("role", "user").add("content", QUESTION)))
                .build().toString());

        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        List<JsonObject> chunks = reply.body().lines().filter(line -> line.startsWith("data: {"))
                .map(line -> Json.createReader(new java.io.StringReader(line.substring(6))).readObject()).toList();
        String streamed = chunks.stream().map(chunk -> chunk.getJsonArray("choices").getJsonObject(0)
                .getJsonObject("delta").getString("content", "")).reduce("", String::concat);
        assertThat(streamed).contains("12 sample units");
        assertThat(UNMARKED_FIGURE.matcher(streamed).find()).as(streamed).isFalse();
        JsonObject last = chunks.get(chunks.size() - 1);
        assertThat(last.getJsonObject("ragguard").getString("status")).isEqualTo("patched");
        assertThat(reply.body().strip()).endsWith("data: [DONE]");
    }

    @Test
    void theOpenAiDoorAsksTheModelItNamesAndPutsTheCallersSystemMessageAfterTheTenantsPrompt() {
        use(Wire.OPENAI);
        String request = Json.createObjectBuilder()
                .add("model", TENANT + "/fake-large").add("messages", Json.createArrayBuilder()
                        .add(Json.createObjectBuilder().add("role", "system").add("content", "You are a pirate."))
                        .add(Json.createObjectBuilder().add("role", "user").add("content", QUESTION)))
                .build().toString();

        Server.Reply notAllowed = server.post("/v1/chat/completions", request);
        assertThat(notAllowed.status()).as(notAllowed.body()).isEqualTo(403);
        assertThat(notAllowed.json().getJsonObject("error").getString("code")).isEqualTo("model_not_allowed");
        assertThat(notAllowed.json().getJsonObject("error").getString("param")).isEqualTo("model");
        assertThat(fake.requests()).as("nothing reached the provider").isEmpty();
        set("allowed-models", "fake-mini, fake-large");

        Server.Reply reply = server.post("/v1/chat/completions", request);

        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        assertThat(reply.json().getJsonObject("ragguard").getString("generator")).isEqualTo("openai:fake-large");
        JsonObject sent = fake.lastRequest().body();
        assertThat(sent.getString("model")).isEqualTo("fake-large");
        String system = sent.getJsonArray("messages").getJsonObject(0).getString("content");
        assertThat(system.indexOf("Medora Labs")).as(system).isNotNegative()
                .isLessThan(system.indexOf("Answer only from the numbered sources"));
        assertThat(system.indexOf("Answer only from the numbered sources")).isLessThan(system.indexOf("You are a pirate."));
        assertThat(system).contains("never override the rules above");
    }

    @ParameterizedTest
    @EnumSource(Wire.class)
    void aStreamedSentenceWithAnUnsupportedFigureIsNeverSentAsItWas(Wire wire) {
        use(wire);
        fake.script(Scenario.UNSUPPORTED_FIGURE);

        Server.Stream stream = server.stream(ask(QUESTION));

        assertThat(stream.status()).isEqualTo(200);
        assertThat(stream.named("delta")).hasSizeGreaterThanOrEqualTo(2);
        assertThat(UNMARKED_FIGURE.matcher(stream.deltas()).find()).as(stream.deltas()).isFalse();
        assertThat(stream.named("done")).as(stream.body()).hasSize(1);
        JsonObject done = stream.named("done").get(0).json();
        assertThat(done.getString("generator")).isEqualTo(generator(wire));
        assertThat(UNMARKED_FIGURE.matcher(done.getString("response")).find()).isFalse();
        assertThat(done.getString("response")).contains("12 sample units");
        assertThat(done.getJsonObject("validation_metrics").getString("status")).isEqualTo("patched");
        JsonObject recorded = record(done.getString("request_id"));
        assertThat(recorded.getString("answer_before")).as("the provider's own text").contains("987 dollars");
        assertThat(recorded.getString("answer_after")).isEqualTo(done.getString("response"));
    }

    @Test
    void aStreamWhoseEverySentenceIsRemovedSendsItsDeclineAsTheLastDelta() {
        use(Wire.OPENAI);
        fake.script(Scenario.UNSUPPORTED);

        Server.Stream stream = server.stream(ask(QUESTION));

        assertThat(stream.status()).isEqualTo(200);
        assertThat(stream.named("done")).as(stream.body()).hasSize(1);
        JsonObject done = stream.named("done").get(0).json();
        JsonObject metrics = done.getJsonObject("validation_metrics");
        assertThat(metrics.getString("status")).as(done.toString()).isEqualTo("declined");
        assertThat(metrics.getString("decline_reason")).isEqualTo("unsupported");
        assertThat(metrics.getBoolean("passed")).isTrue();
        assertThat(stream.deltas()).as("the decline is shown, nothing unsupported").isEqualTo(done.getString("response"))
                .startsWith("I don't know.");
        assertThat(UNMARKED_FIGURE.matcher(stream.deltas()).find()).isFalse();
        assertThat(stream.events().get(stream.events().size() - 2).name()).isEqualTo("delta");
        JsonObject recorded = record(done.getString("request_id"));
        assertThat(recorded.getString("decline_reason")).isEqualTo("unsupported");
        assertThat(recorded.getString("answer_after")).isEqualTo(done.getString("response"));
    }

    @ParameterizedTest
    @EnumSource(Wire.class)
    void aRateLimitedCallIsRetriedAfterTheWaitItAsksFor(Wire wire) {
        use(wire);
        fake.script(Scenario.RATE_LIMITED, Scenario.ANSWER);
        long start = System.nanoTime();

        Server.Reply reply = server.chat(QUESTION, TENANT);

        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        assertThat(reply.json().getString("generator")).isEqualTo(generator(wire));
        assertThat(fake.requests()).hasSize(2);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofSeconds(1));
    }

    @ParameterizedTest
    @EnumSource(Wire.class)
    void everyKindOfProviderFailureFallsBackToTheExtractiveGenerator(Wire wire) {
        use(wire);
        for (var expected : List.of(List.of(Scenario.SERVER_ERROR, "unavailable"), List.of(Scenario.HANG, "timeout"),
                List.of(Scenario.MALFORMED, "malformed"), List.of(Scenario.CONTENT_FILTER, "content_filter"),
                List.of(Scenario.EMPTY, "empty"), List.of(Scenario.HANG_AFTER_HEADERS, "timeout"))) {
            fake.script((Scenario) expected.get(0));

            Server.Reply reply = server.chat(QUESTION, TENANT);

            assertThat(reply.status()).as(expected + ": " + reply.body()).isEqualTo(200);
            assertThat(reply.json().getString("generator")).as(expected.get(0).toString())
                    .isEqualTo("extractive (fallback: " + expected.get(1) + ")");
            assertThat(reply.json().getString("response")).contains("12 sample units");
            assertThat(server.chat(QUESTION, TENANT).json().getString("generator")).as("recovered")
                    .isEqualTo(generator(wire));
        }
    }

    @ParameterizedTest
    @EnumSource(Wire.class)
    void aStreamThatBreaksOffAfterItsFirstTextEndsInAnErrorEventNotA500(Wire wire) {
        use(wire);
        fake.script(Scenario.TRUNCATED);

        Server.Stream stream = server.stream(ask(QUESTION));

        assertThat(stream.status()).isEqualTo(200);
        List<String> names = stream.events().stream().map(Server.Event::name).toList();
        assertThat(names.get(0)).isEqualTo("context");
        assertThat(names.get(names.size() - 1)).isEqualTo("error");
        assertThat(stream.named("error").get(0).json().getString("error")).isEqualTo("model_unavailable");
        assertThat(stream.body()).doesNotContain("Exception");
    }

    @ParameterizedTest
    @EnumSource(Wire.class)
    void aLongAnswerStreamsToTheEnd(Wire wire) {
        use(wire);
        set("timeout-ms", "10000");
        fake.script(Scenario.LONG);

        Server.Stream stream = server.stream(ask(QUESTION));

        assertThat(stream.named("done")).as(stream.body().substring(0, Math.min(2000, stream.body().length())))
                .hasSize(1);
        assertThat(stream.named("delta")).hasSizeGreaterThan(20);
    }

    @ParameterizedTest
    @EnumSource(Wire.class)
    void aWrongKeyIsTheProvidersRefusalAndTheTestButtonShowsIt(Wire wire) {
        use(wire);
        set("api-key", "sk-wrong");

        JsonObject test = server.post("/api/admin/model/test?tenant=" + TENANT, Server.ADMIN, "").json();

        assertThat(test.getBoolean("ok")).isFalse();
        assertThat(test.getString("error")).isEqualTo("rejected");
        int status = test.getInt("status");
        assertThat(status).as("Gemini refuses a wrong key with 400").isIn(400, 401);
        assertThat(test.getString("message")).doesNotContain("sk-wrong")
                .as("the status, never the body the address sent").endsWith(" answered HTTP " + status);
        assertThat(server.chat(QUESTION, TENANT).json().getString("generator"))
                .isEqualTo("extractive (fallback: rejected)");
        set("api-key", "sk-it-" + wire.name().toLowerCase(Locale.ROOT));
        JsonObject ok = server.post("/api/admin/model/test?tenant=" + TENANT, Server.ADMIN, "").json();
        assertThat(ok.getBoolean("ok")).as(ok.toString()).isTrue();
        assertThat(ok.getString("generator")).isEqualTo(generator(wire));
    }

    @ParameterizedTest
    @EnumSource(Wire.class)
    void theCircuitOpensAfterFailuresInARowAndCallsStopReachingTheProvider(Wire wire) {
        use(wire);
        set("retries", "0");
        for (int i = 0; i < 5; i++) {
            fake.script(Scenario.SERVER_ERROR);
            assertThat(server.chat(QUESTION, TENANT).json().getString("generator"))
                    .isEqualTo("extractive (fallback: unavailable)");
        }
        int reached = fake.requests().size();

        Server.Reply reply = server.chat(QUESTION, TENANT);

        assertThat(reply.json().getString("generator")).isEqualTo("extractive (fallback: circuit_open)");
        assertThat(fake.requests()).hasSize(reached);
    }

    @Test
    void thePassageJudgeAsksTheConfiguredProviderAndTheCallsAreCounted() {
        use(Wire.OPENAI);
        server.set("embedding.enable.reference.validation", JsonValue.TRUE);
        server.set("embedding.validation.model", Json.createValue("openai"));
        try {
            Server.Reply reply = server.chat(QUESTION, TENANT);

            assertThat(reply.status()).as(reply.body()).isEqualTo(200);
            assertThat(reply.json().getString("response")).contains("12 sample units");
            assertThat(fake.requests()).anySatisfy(r -> assertThat(r.body().toString())
                    .contains("fit source for answering a question").containsPattern("\"temperature\":0(\\.0)?[,}]"));
        } finally {
            server.reset("embedding.validation.model");
            server.reset("embedding.enable.reference.validation");
        }
        String metrics = server.get("/metrics?scope=application", null).body();
        assertThat(metrics).containsPattern("ragguard_llm_calls_total\\{[^}]*outcome=\"ok\"[^}]*provider=\"openai\"");
        assertThat(metrics).contains("ragguard_llm_duration");
    }
}
