package io.ragguard.system;

import io.ragguard.generation.fake.FakeProvider;
import io.ragguard.generation.fake.GroundedAnswer;
import io.ragguard.generation.fake.Scenario;
import io.ragguard.generation.fake.Wire;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.time.Duration;
import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The grounding judge (validator.grounding.judge=llm) through the running server, against a fake of each
 * provider speaking its wire format: the sentences the local models are unsure of go to the tenant's model
 * with the judge's prompt, its verdict replaces theirs, and when it does not answer in time theirs stands.
 */
class GroundingJudgeIT {

    private static final String TENANT = "medora";
    private static final String CONTEXT = "Each prescriber can receive up to 12 sample units per product per month. "
            + "Sample requests are placed by the field representative.";
    private static final String SUPPORTED = "Each prescriber can receive up to 12 sample units per product per month [1].";
    private static final String INVENTED = "Samples reach the clinic by drone within a week [1].";
    private static final List<String> MODEL = List.of("provider", "base-url", "model", "api-key", "retries",
            "timeout-ms");
    private static final List<String> JUDGE = List.of("validator.grounding.judge", "validator.grounding.judge.margin",
            "validator.grounding.judge.timeout-ms", "validator.faithfulness.budget-ms");

    private final Server server = new Server();
    private FakeProvider fake;

    @BeforeEach
    void awaitServer() throws InterruptedException {
        server.awaitReady(Duration.ofMinutes(3));
    }

    @AfterEach
    void stop() {
        MODEL.forEach(s -> server.delete("/api/admin/settings/tenant." + TENANT + ".llm." + s, Server.ADMIN));
        JUDGE.forEach(server::reset);
        if (fake != null) {
            fake.close();
        }
    }

    private void judgeWith(Wire wire, long timeoutMs) {
        fake = FakeProvider.start(wire);
        String key = "sk-judge-" + wire.name().toLowerCase(Locale.ROOT);
        fake.expectKey(key);
        tenantModel("provider", wire.name().toLowerCase(Locale.ROOT));
        tenantModel("base-url", fake.baseUrl().toString());
        tenantModel("model", "fake-model");
        tenantModel("api-key", key);
        tenantModel("retries", "0");
        tenantModel("timeout-ms", "5000");
        server.set("validator.grounding.judge", Json.createValue("llm"));
        server.set("validator.grounding.judge.margin", Json.createValue(0.5));
        server.set("validator.grounding.judge.timeout-ms", Json.createValue(timeoutMs));
        server.set("validator.faithfulness.budget-ms", Json.createValue(timeoutMs + 3000));
    }

    private void tenantModel(String setting, String value) {
        server.set("tenant." + TENANT + ".llm." + setting, Json.createValue(value));
    }

    private JsonObject validate(String answer) {
        Server.Reply reply = server.post("/api/validate", Json.createObjectBuilder().add("tenant", TENANT)
                .add("question", "How many sample units can a prescriber receive?").add("answer", answer)
                .add("contexts", Json.createArrayBuilder().add(CONTEXT)).build().toString());
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json();
    }

    @ParameterizedTest
    @EnumSource(Wire.class)
    void theJudgesVerdictReplacesTheLocalOneForTheSentencesItIsAskedAbout(Wire wire) {
        judgeWith(wire, 4000);
        fake.script(Scenario.JUDGE_SUPPORTS_ALL);

        JsonObject body = validate(SUPPORTED + " " + INVENTED);

        String sent = fake.lastRequest().body().toString();
        assertThat(sent).contains(GroundedAnswer.GROUNDING_JUDGE_PHRASE).contains("Sentences:")
                .contains("Samples reach the clinic by drone within a week").contains("12 sample units per product");
        assertThat(body.getString("patched_answer")).as("the judge found it supported").contains("by drone");
        assertThat(verdictOf(body, "drone")).isEqualTo("supported");
    }

    @ParameterizedTest
    @EnumSource(Wire.class)
    void theLocalVerdictStandsWhenTheJudgeDoesNotAnswerInTime(Wire wire) {
        judgeWith(wire, 400);
        fake.script(Scenario.HANG);

        long start = System.nanoTime();
        JsonObject body = validate(SUPPORTED + " " + INVENTED);
        long millis = (System.nanoTime() - start) / 1_000_000;

        assertThat(fake.requests()).as("the judge was asked").isNotEmpty();
        assertThat(body.getString("patched_answer")).doesNotContain("drone");
        assertThat(verdictOf(body, "drone")).isIn("unsupported", "contradicted");
        assertThat(millis).as("it did not wait for the model").isLessThan(3000);
    }

    /** The faithfulness verdict of the sentence holding {@code word}. */
    private static String verdictOf(JsonObject body, String word) {
        return body.getJsonArray("claims").getValuesAs(JsonObject.class).stream()
                .filter(c -> c.getString("text").contains(word)).map(c -> c.getString("verdict")).findFirst()
                .orElseThrow(() -> new AssertionError("no verdict on the sentence with " + word + ": " + body));
    }
}
