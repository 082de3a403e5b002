package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The model router through the running server, with what needs no provider: the extractive generator
 * streamed, the model settings' rules (a write-only encrypted key, per-tenant overrides, refusals that
 * name the problem), and a provider that cannot be reached (fallback or 503).
 */
class ModelRouterIT {

    private static final String GOLDEN = "How long is the return window for Trail Points members on full-price purchases?";
    /**
     * A port nothing listens on, at a path of this test's own: the circuit breaker is per address, and
     * the failures of other tests must not have opened it.
     */
    private final String unreachable = "http://127.0.0.1:9/" + UUID.randomUUID() + "/v1";
    private final Server server = new Server();

    @BeforeEach
    void awaitServer() throws InterruptedException {
        server.awaitReady(Duration.ofMinutes(3));
    }

    @AfterEach
    void resetModelSettings() {
        for (String name : List.of("tenant.bluebay.llm.provider", "tenant.bluebay.llm.base-url",
                "tenant.bluebay.llm.fallback", "tenant.bluebay.llm.api-key", "tenant.bluebay.llm.retries",
                "llm.api-key", "llm.timeout-ms")) {
            server.delete("/api/admin/settings/" + name, Server.ADMIN);
        }
    }

    private static String ask(String question, String tenant) {
        return Json.createObjectBuilder().add("message", question).add("tenant", tenant).build().toString();
    }

    @Test
    void streamsTheContextThenValidatedDeltasThenTheWholeResponse() {
        Server.Stream stream = server.stream(ask(GOLDEN, "northwind"));

        assertThat(stream.status()).isEqualTo(200);
        assertThat(stream.contentType()).startsWith("text/event-stream");
        List<String> names = stream.events().stream().map(Server.Event::name).toList();
        assertThat(names.get(0)).isEqualTo("context");
        assertThat(names.get(names.size() - 1)).isEqualTo("done");
        assertThat(names.subList(1, names.size() - 1)).isNotEmpty().containsOnly("delta");
        JsonObject context = stream.named("context").get(0).json();
        assertThat(context.getJsonArray("context_used")).isNotEmpty();
        assertThat(context.keySet()).contains("context_quality", "request_id", "conversation_id");
        JsonObject done = stream.named("done").get(0).json();
        assertThat(done.getString("response")).isEqualTo(stream.deltas()).contains("60 days");
        assertThat(done.getString("generator")).isEqualTo("extractive");
        assertThat(done.getString("request_id")).isEqualTo(context.getString("request_id"));
        assertThat(done.getJsonObject("validation_metrics").getBoolean("passed")).as(done.toString()).isTrue();

        JsonObject recorded = server.get("/api/admin/records/" + done.getString("request_id"), Server.COMPLIANCE).json();
        assertThat(recorded.getString("generator")).isEqualTo("extractive");
        assertThat(recorded.getString("answer_after")).isEqualTo(done.getString("response"));
    }

    @Test
    void aPlainAnswerNamesItsGenerator() {
        Server.Reply reply = server.chat(GOLDEN, "northwind");

        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        assertThat(reply.json().getString("generator")).isEqualTo("extractive");
    }

    @Test
    void badInputToAStreamGetsAPlainJsonErrorBeforeAnyStreamBegins() {
        Server.Stream stream = server.stream("{\"message\": \"\"}");

        assertThat(stream.status()).isEqualTo(400);
        assertThat(stream.contentType()).startsWith("application/json");
        assertThat(stream.body()).contains("\"field\":\"message\"");
    }

    @Test
    void theKeyIsWriteOnlyAndNeverAudited() {
        Server.Reply set = server.put("/api/admin/settings/llm.api-key", Server.ADMIN,
                "{\"value\": \"sk-it-secret-4711\"}");

        assertThat(set.status()).as(set.body()).isEqualTo(200);
        assertThat(set.body()).doesNotContain("sk-it-secret-4711");
        assertThat(set.json().getBoolean("set")).isTrue();
        Server.Reply read = server.get("/api/admin/settings/llm.api-key", Server.ADMIN);
        assertThat(read.body()).doesNotContain("sk-it-secret-4711");
        assertThat(read.json().containsKey("value")).isFalse();
        assertThat(server.get("/api/admin/settings", Server.ADMIN).body()).doesNotContain("sk-it-secret-4711");
        assertThat(server.get("/api/admin/audit?limit=20", Server.ADMIN).body())
                .doesNotContain("sk-it-secret-4711").contains("llm.api-key");
        assertThat(server.get("/api/admin/model", Server.ADMIN).json().getBoolean("key_set")).isTrue();
    }

    @Test
    void invalidModelSettingsGetA400NamingTheProblem() {
        assertRefused("llm.provider", "\"cohere\"", "llm.provider takes one of extractive, openai, gemini, anthropic");
        assertRefused("llm.base-url", "\"localhost:11434/v1\"", "llm.base-url takes an http or https URL");
        assertRefused("llm.timeout-ms", "-5", "llm.timeout-ms takes a whole number");
        assertRefused("tenant.nosuchtenant.llm.model", "\"m\"", "there is no tenant nosuchtenant");
        assertRefused("embedding.validation.model", "\"anthropic\"", "no provider anthropic is configured");
    }

    @Test
    void anAdminCannotPointTheModelOrItsKeyAtTheServersOwnSecretsAndServices() {
        assertRefused("llm.api-key", "\"${env.keystore_password}\"",
                "llm.api-key may name only the environment variables that RAGGUARD_SECRET_ENV_ALLOW lists, and "
                        + "keystore_password is not among them");
        assertRefused("tenant.bluebay.llm.base-url", "\"http://169.254.169.254/latest/meta-data\"", "link-local");
        assertRefused("llm.base-url", "\"https://metadata.google.internal/computeMetadata/v1\"", "metadata");
        assertRefused("llm.base-url", "\"http://10.0.0.5:8000/v1\"", "RAGGUARD_PROVIDER_ALLOW");
        assertRefused("llm.base-url", "\"http://93.184.216.34/v1\"", "use https");
        assertRefused("tenant.bluebay.chat.decline.message", "\"I don't know. ${keystore_password}\"",
                "takes no ${...} expressions");
        assertThat(server.get("/api/admin/settings/llm.base-url", Server.ADMIN).json().getString("source"))
                .isNotEqualTo("database");
    }

    @Test
    void anotherAddressForTheModelForgetsTheKeySavedForTheOldOne() {
        server.set("tenant.bluebay.llm.provider", Json.createValue("openai"));
        server.set("tenant.bluebay.llm.base-url", Json.createValue(unreachable));
        server.set("tenant.bluebay.llm.api-key", Json.createValue("sk-it-for-the-old-address"));
        server.set("tenant.bluebay.llm.base-url", Json.createValue(unreachable));
        assertThat(server.get("/api/admin/model?tenant=bluebay", Server.ADMIN).json().getBoolean("key_set")).isTrue();

        server.set("tenant.bluebay.llm.base-url", Json.createValue("http://127.0.0.1:9/elsewhere/v1"));

        assertThat(server.get("/api/admin/model?tenant=bluebay", Server.ADMIN).json().getBoolean("key_set")).isFalse();
        assertThat(server.get("/api/admin/settings/tenant.bluebay.llm.api-key", Server.ADMIN).json().getBoolean("set"))
                .isFalse();
        assertThat(server.get("/api/admin/audit?limit=5", Server.ADMIN).body())
                .contains("tenant.bluebay.llm.api-key").contains("setting.reset");
    }

    private void assertRefused(String name, String json, String message) {
        Server.Reply reply = server.put("/api/admin/settings/" + name, Server.ADMIN, "{\"value\": " + json + "}");
        assertThat(reply.status()).as(reply.body()).isEqualTo(400);
        assertThat(reply.json().getString("message")).contains(message);
        assertThat(reply.json().getString("error")).isEqualTo("invalid_setting");
    }

    @Test
    void aProviderThatCannotBeReachedFallsBackToTheExtractiveGeneratorForThatTenantOnly() {
        server.set("tenant.bluebay.llm.provider", Json.createValue("openai"));
        server.set("tenant.bluebay.llm.base-url", Json.createValue(unreachable));
        server.set("tenant.bluebay.llm.retries", Json.createValue(0));

        Server.Reply fallback = server.chat("How do I return an item?", "bluebay");
        assertThat(fallback.status()).as(fallback.body()).isIn(200, 422);
        String requestId = fallback.json().getString("request_id");
        String generator = server.get("/api/admin/records/" + requestId, Server.COMPLIANCE).json().getString("generator");
        assertThat(generator).isEqualTo("extractive (fallback: connection)");
        assertThat(server.chat(GOLDEN, "northwind").json().getString("generator")).isEqualTo("extractive");

        JsonObject model = server.get("/api/admin/model?tenant=bluebay", Server.ADMIN).json();
        assertThat(model.getString("generator")).isEqualTo("openai:gpt-4o-mini");
        assertThat(model.getString("base_url")).isEqualTo(unreachable);
        JsonObject test = server.post("/api/admin/model/test?tenant=bluebay", Server.ADMIN, "").json();
        assertThat(test.getBoolean("ok")).isFalse();
        assertThat(test.getString("error")).isEqualTo("connection");
    }

    @Test
    void withoutAFallbackAnUnreachableProviderIsA503WithRetryAfterPlainOrStreamed() {
        server.set("tenant.bluebay.llm.provider", Json.createValue("openai"));
        server.set("tenant.bluebay.llm.base-url", Json.createValue(unreachable));
        server.set("tenant.bluebay.llm.fallback", Json.createValue("none"));
        server.set("tenant.bluebay.llm.retries", Json.createValue(0));

        Server.Reply refused = server.chat("How do I return an item?", "bluebay");
        assertThat(refused.status()).as(refused.body()).isEqualTo(503);
        assertThat(refused.json().getString("error")).isEqualTo("model_unavailable");
        assertThat(refused.header("Retry-After")).isNotBlank();
        assertThat(refused.body()).doesNotContain("Exception").doesNotContain("at io.");

        Server.Stream stream = server.stream(ask("How do I return an item?", "bluebay"));
        assertThat(stream.status()).isEqualTo(200);
        assertThat(stream.events()).extracting(Server.Event::name).containsExactly("context", "error");
        assertThat(stream.named("error").get(0).json().getString("error")).isEqualTo("model_unavailable");
    }
}
