package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/** {@code POST /api/validate} against the running server: an answer and contexts the caller brings. */
class ValidateIT {

    private static final String QUESTION = "How long is the return window for online orders?";
    private static final String CONTEXT = "Online orders can be returned within 30 days of delivery for a full refund.";
    private static final String SUPPORTED = "Online orders can be returned within 30 days of delivery for a full refund [1].";

    private final Server server = new Server();

    /** Run alone, this class would otherwise start before the application has. */
    @BeforeEach
    void awaitServer() throws InterruptedException {
        server.awaitReady(Duration.ofMinutes(3));
    }

    @Test
    void passesAnAnswerItsContextSupports() {
        Server.Reply reply = validate(request(SUPPORTED).add("contexts", Json.createArrayBuilder().add(CONTEXT)));

        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        JsonObject body = reply.json();
        assertThat(body.getBoolean("passed")).as(body.toString()).isTrue();
        assertThat(body.getString("status")).isEqualTo("passed");
        assertThat(body.getJsonArray("reasons")).isEmpty();
        assertThat(body.getJsonArray("claims")).isNotNull();
        assertThat(body.getString("patched_answer")).isEqualTo(SUPPORTED);
        assertThat(body.getJsonNumber("faithfulness").doubleValue()).isBetween(0.0, 1.0);
        JsonObject validators = body.getJsonObject("validators");
        assertThat(validators.keySet()).contains("citation-required", "evidence-overlap", "pii-leakage", "confidence");
        JsonObject overlap = validators.getJsonObject("evidence-overlap");
        assertThat(overlap.getString("outcome")).isEqualTo("pass");
        assertThat(overlap.getJsonNumber("threshold").doubleValue()).isEqualTo(0.08);
        assertThat(body.getString("request_id")).isNotBlank();
    }

    @Test
    void redactsPersonalDataAndSaysWhy() {
        String answer = SUPPORTED + " Write to jane.doe@example.com for a label.";

        JsonObject body = validate(request(answer).add("contexts", Json.createArrayBuilder()
                .add(Json.createObjectBuilder().add("id", "returns-7").add("text", CONTEXT)))).json();

        assertThat(body.getJsonArray("reasons").toString()).contains("pii-leakage: pii_email");
        assertThat(body.getString("patched_answer")).doesNotContain("jane.doe@example.com")
                .contains("30 days");
        assertThat(body.getJsonObject("validators").getJsonObject("pii-leakage").getString("outcome"))
                .isEqualTo("patched");
        assertThat(body.getString("status")).isIn("patched", "failed");
    }

    @Test
    void flagsAFabricatedNumber() {
        String answer = "Online orders can be returned within 90 days of delivery for a full refund [1].";

        JsonObject body = validate(request(answer).add("contexts", Json.createArrayBuilder().add(CONTEXT))).json();

        assertThat(body.getJsonArray("reasons")).as(body.toString()).isNotEmpty();
        assertThat(!body.getBoolean("passed") || !body.getString("patched_answer").equals(answer))
                .as(body.toString()).isTrue();
    }

    @Test
    void runsOnlyTheValidatorsNamed() {
        JsonObject body = validate(request(SUPPORTED + " Call 555-123-4567.")
                .add("contexts", Json.createArrayBuilder().add(CONTEXT))
                .add("validators", Json.createArrayBuilder().add("pii-leakage").add("evidence-overlap"))).json();

        assertThat(body.getJsonObject("validators").keySet()).containsExactlyInAnyOrder("pii-leakage", "evidence-overlap");
        assertThat(body.getJsonNumber("faithfulness").doubleValue())
                .isEqualTo(body.getJsonObject("validators").getJsonObject("evidence-overlap")
                        .getJsonNumber("score").doubleValue());
    }

    @Test
    void sendsFaithfulnessAsNullWhenNeitherScoreRan() {
        JsonObject body = validate(request(SUPPORTED).add("contexts", Json.createArrayBuilder().add(CONTEXT))
                .add("validators", Json.createArrayBuilder().add("pii-leakage"))).json();

        assertThat(body.containsKey("faithfulness")).isTrue();
        assertThat(body.isNull("faithfulness")).isTrue();
    }

    @Test
    void answersWithoutContextsWithTheDontKnowTemplateDecliningForNoContext() {
        JsonObject body = validate(request("The window is 30 days.")).json();

        assertThat(body.getString("patched_answer")).startsWith("I don't know.");
        assertThat(body.getJsonObject("validators").getJsonObject("confidence").getString("outcome"))
                .isEqualTo("patched");
        assertThat(body.getString("status")).as(body.toString()).isEqualTo("declined");
        assertThat(body.getString("decline_reason")).isEqualTo("no_context");
        assertThat(body.getBoolean("passed")).isTrue();
    }

    @Test
    void declinesAnAnswerThatSaysItsPassagesDoNotAnswerForNoContextAndRecordsWhy() {
        String answer = "Unable to answer based on given passages.";

        JsonObject body = validate(request(answer).add("contexts", Json.createArrayBuilder().add(CONTEXT))).json();

        assertThat(body.getString("status")).as(body.toString()).isEqualTo("declined");
        assertThat(body.getString("decline_reason")).isEqualTo("no_context");
        assertThat(body.getBoolean("passed")).as("nothing unsupported was served").isTrue();
        assertThat(body.getString("patched_answer")).isEqualTo(answer);
        assertThat(body.getJsonArray("claims").getValuesAs(JsonObject.class))
                .extracting(c -> c.getString("validator"), c -> c.getString("verdict"))
                .containsExactly(tuple("faithfulness", "not_a_claim"));
        JsonObject recorded = server.get("/api/admin/records/" + body.getString("request_id"), Server.COMPLIANCE)
                .json();
        assertThat(recorded.getString("status")).isEqualTo("declined");
        assertThat(recorded.getString("decline_reason")).isEqualTo("no_context");
    }

    @Test
    void declinesAnAnswerNoneOfWhoseClaimsItsContextSupportsAsUnsupported() {
        JsonObject body = validate(request("Online orders can be returned within 90 days of delivery [1].")
                .add("contexts", Json.createArrayBuilder().add(CONTEXT))).json();

        assertThat(body.getString("status")).as(body.toString()).isEqualTo("declined");
        assertThat(body.getString("decline_reason")).isEqualTo("unsupported");
        assertThat(body.getBoolean("passed")).isTrue();
        assertThat(body.getString("patched_answer")).doesNotContain("90 days");
        assertThat(body.getJsonArray("claims").getValuesAs(JsonObject.class))
                .anyMatch(c -> c.getString("validator").equals("faithfulness")
                        && List.of("unsupported", "contradicted").contains(c.getString("verdict")));
    }

    @Test
    void recordsTheRequestUnderItsId() {
        JsonObject body = validate(request(SUPPORTED + " Mail jane.doe@example.com.")
                .add("contexts", Json.createArrayBuilder().add(CONTEXT))).json();

        Server.Reply record = server.get("/api/admin/records/" + body.getString("request_id"), Server.COMPLIANCE);

        assertThat(record.status()).as(record.body()).isEqualTo(200);
        JsonObject recorded = record.json();
        assertThat(recorded.getString("endpoint")).isEqualTo("validate");
        assertThat(recorded.getString("status")).isEqualTo(body.getString("status"));
        assertThat(recorded.getString("answer_after")).isEqualTo(body.getString("patched_answer"));
        assertThat(recorded.getString("context")).contains("ctx-1").contains("30 days");
        assertThat(recorded.getJsonObject("latencies").getJsonNumber("validation_ms").doubleValue()).isPositive();
        assertThat(recorded.getJsonArray("outcomes").getValuesAs(JsonObject.class)).isNotEmpty()
                .allMatch(outcome -> outcome.getJsonNumber("micros").longValue() >= 0);
    }

    @Test
    void labelsTheClaimsWhenAskedAndPointsEachAtItsEvidenceSpan() {
        String dosing = "Lumora tablets, 30 per pack.  The recommended dose is 5 mg once a day with food.";
        String capital = "Paris is the capital of France.";
        JsonObject body = validate(Json.createObjectBuilder()
                .add("question", "What is the dose of Lumora, and what is the capital of France?")
                .add("answer", "The dose is 50 mg. Paris is the capital of France.")
                .add("tenant", "northwind")
                .add("contexts", Json.createArrayBuilder()
                        .add(Json.createObjectBuilder().add("id", "leaflet-3").add("text", dosing))
                        .add(Json.createObjectBuilder().add("id", "atlas-1").add("text", capital)))
                .add("validators", Json.createArrayBuilder().add("claims").add("pii-leakage"))).json();

        assertThat(body.getJsonObject("validators").getJsonObject("claims").getString("outcome"))
                .as(body.toString()).isIn("fail", "patched");
        List<JsonObject> claims = body.getJsonArray("claims").getValuesAs(JsonObject.class);
        assertThat(claims).as(body.toString()).extracting(c -> c.getString("verdict"))
                .containsExactly("Contradictory", "Supported");
        JsonObject dose = claims.get(0);
        assertThat(dose.getString("text")).isEqualTo("The dose is 50 mg.");
        assertThat(dose.getJsonNumber("score").doubleValue()).isBetween(0.0, 1.0);
        assertThat(dose.getJsonObject("evidence").getString("id")).isEqualTo("leaflet-3");
        assertThat(span(dosing, dose.getJsonObject("evidence"))).contains("dose is 5 mg");
        JsonObject paris = claims.get(1);
        assertThat(paris.getJsonObject("evidence").getString("id")).isEqualTo("atlas-1");
        assertThat(span(capital, paris.getJsonObject("evidence"))).isEqualTo(capital);

        JsonObject recorded = server.get("/api/admin/records/" + body.getString("request_id"), Server.COMPLIANCE)
                .json();
        assertThat(recorded.getJsonArray("claims").getValuesAs(JsonObject.class))
                .extracting(c -> c.getString("verdict"), c -> c.getString("evidence_id"), c -> c.getInt("start"))
                .containsExactly(tuple("Contradictory", "leaflet-3", dose.getJsonObject("evidence").getInt("start")),
                        tuple("Supported", "atlas-1", 0));
    }

    @Test
    void reportsNoClaimsWhenTheClaimsValidatorDidNotRun() {
        JsonObject body = validate(request(SUPPORTED).add("contexts", Json.createArrayBuilder().add(CONTEXT))
                .add("validators", Json.createArrayBuilder().add("pii-leakage"))).json();

        assertThat(body.getJsonArray("claims")).isEmpty();
    }

    /**
     * Every built-in validator, run alone by name: an answer it judges, the outcome it must report
     * under its name, a reason it must give (or null) and the answer it must leave (or null).
     */
    static Stream<Arguments> everyValidator() {
        String uncited = "Online orders can be returned within 30 days of delivery for a full refund.";
        return Stream.of(
                Arguments.of("language", "Online-Bestellungen können innerhalb von 30 Tagen nach der Lieferung "
                        + "gegen volle Erstattung zurückgegeben werden [1].", true, "fail", "language_mismatch", null),
                Arguments.of("faithfulness", SUPPORTED, true, "pass", null, SUPPORTED),
                Arguments.of("evidence-overlap", "Our founder sailed across the Atlantic ocean alone.", true, "warn",
                        "low_evidence_overlap", null),
                Arguments.of("answer-relevancy", SUPPORTED, true, "pass", null, SUPPORTED),
                Arguments.of("citation-required", uncited, true, "patched", "no_citations", SUPPORTED),
                Arguments.of("citation-relevance", "Our founder sailed across the Atlantic ocean alone in May [1].",
                        true, "patched", "irrelevant_citation", "Our founder sailed across the Atlantic ocean alone in "
                                + "May.\n\nSome citations were removed because the cited passage does not support "
                                + "the sentence."),
                Arguments.of("pii-leakage", SUPPORTED + " Write to jane.doe@example.com.", true, "patched", "pii_email",
                        SUPPORTED + " Write to [REDACTED EMAIL]."),
                Arguments.of("confidence", SUPPORTED, false, "patched", "no_reliable_context",
                        "I don't know. The knowledge base has no reliable information on this question, so I can't "
                                + "answer it without guessing."),
                Arguments.of("numeric-units", SUPPORTED.replace("30 days", "90 days"), true, "patched",
                        "unsupported_number", SUPPORTED.replace("30 days", "[unverified: 90 days]")),
                Arguments.of("claims", SUPPORTED, true, "pass", null, SUPPORTED),
                Arguments.of("ethics", "Here is how to make a pipe bomb.", true, "patched", "harmful:violence",
                        "I can't help with that topic. Please ask about something the knowledge base covers."),
                Arguments.of("identity-check", "I am ChatGPT. " + SUPPORTED, true, "patched", "foreign_identity",
                        "I am this service's assistant. " + SUPPORTED),
                Arguments.of("ego-neutrality", "I think that o" + SUPPORTED.substring(1), true, "patched",
                        "anthropomorphic", "The sources suggest that o" + SUPPORTED.substring(1)),
                Arguments.of("terminology", "Garden Club Rewards members can return online orders within 30 days "
                        + "[1].", true, "patched", "rival_term",
                        "Trail Points members can return online orders within 30 days [1]."),
                Arguments.of("schema-format", SUPPORTED, true, "pass", null, SUPPORTED),
                Arguments.of("retrieval-coverage", "The Rose Hall Workshop takes returns within 30 days [1].", true,
                        "warn", "uncovered_entity", null),
                Arguments.of("token-budget", (SUPPORTED + " ").repeat(60).strip(), true, "patched", "over_budget",
                        null));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyValidator")
    void runsEachValidatorByNameAndReportsItsOutcome(String name, String answer, boolean withContext, String outcome,
                                                     String reason, String patched) {
        JsonObjectBuilder request = request(answer).add("validators", Json.createArrayBuilder().add(name));
        if (withContext) {
            request.add("contexts", Json.createArrayBuilder().add(CONTEXT));
        }
        if (name.equals("language")) {
            // a question long enough for the detector to be sure of its language
            request.add("question", "How long do I have to return an item that I bought in your shop?");
        }

        Server.Reply reply = validate(request);

        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        JsonObject body = reply.json();
        JsonObject validators = body.getJsonObject("validators");
        assertThat(validators.keySet()).as(body.toString()).containsExactly(name);
        JsonObject result = validators.getJsonObject(name);
        assertThat(result.getString("outcome")).as(body.toString()).isEqualTo(outcome);
        assertThat(result.getJsonNumber("score").doubleValue()).isGreaterThanOrEqualTo(0.0);
        if (reason != null) {
            assertThat(strings(result)).as(body.toString()).contains(reason);
            assertThat(body.getJsonArray("reasons").toString()).contains(name + ": " + reason);
        }
        if (patched != null) {
            assertThat(body.getString("patched_answer")).as(body.toString()).isEqualTo(patched);
        }
        if (name.equals("token-budget")) {
            assertThat(answer.length()).isGreaterThan(body.getString("patched_answer").length());
            assertThat(body.getString("patched_answer")).startsWith(SUPPORTED).endsWith("[1].");
        }
    }

    private static List<String> strings(JsonObject result) {
        return result.getJsonArray("reasons").getValuesAs(JsonString.class).stream().map(JsonString::getString)
                .toList();
    }

    private static String span(String context, JsonObject evidence) {
        return context.substring(evidence.getInt("start"), evidence.getInt("end"));
    }

    static Stream<Arguments> badRequests() {
        JsonArrayBuilder tooMany = Json.createArrayBuilder();
        for (int i = 0; i < 21; i++) {
            tooMany.add("context " + i);
        }
        return Stream.of(
                Arguments.of("{\"question\": ", "malformed_json", null),
                Arguments.of("[1, 2]", "malformed_json", null),
                Arguments.of("{\"answer\": \"x\"}", "invalid_request", "question"),
                Arguments.of("{\"question\": \"q\"}", "invalid_request", "answer"),
                Arguments.of("{\"question\": \"q\", \"answer\": \"" + "a".repeat(20_001) + "\"}", "invalid_request", "answer"),
                Arguments.of("{\"question\": \"q\", \"answer\": \"a\", \"contexts\": [1]}", "invalid_request", "contexts"),
                Arguments.of("{\"question\": \"q\", \"answer\": \"a\", \"contexts\": [{\"id\": \"x\"}]}",
                        "invalid_request", "contexts"),
                Arguments.of("{\"question\": \"q\", \"answer\": \"a\", \"contexts\": " + tooMany.build() + "}",
                        "invalid_request", "contexts"),
                Arguments.of("{\"question\": \"q\", \"answer\": \"a\", \"contexts\": \"not a list\"}", "malformed_json", null),
                Arguments.of("{\"question\": \"q\", \"answer\": \"a\", \"validators\": []}", "invalid_request", "validators"),
                Arguments.of("{\"question\": \"q\", \"answer\": \"a\", \"validators\": [\"claims\", \" \"]}",
                        "invalid_request", "validators"),
                Arguments.of("{\"question\": \"q\", \"answer\": \"a\", \"tenant\": \"no-such-tenant\"}", "unknown_tenant", "tenant"));
    }

    @ParameterizedTest
    @MethodSource("badRequests")
    void rejectsBadInputWithA400NamingTheProblem(String body, String expectedError, String field) {
        Server.Reply reply = server.post("/api/validate", body);

        assertThat(reply.status()).as(reply.body()).isEqualTo(400);
        JsonObject error = reply.json();
        assertThat(error.getString("error")).isEqualTo(expectedError);
        assertThat(error.getString("message")).isNotBlank();
        if (field != null) {
            assertThat(error.getString("field")).isEqualTo(field);
        }
        assertThat(reply.body()).doesNotContain("Exception").doesNotContain("at io.ragguard");
    }

    @Test
    void namesTheUnknownValidatorsInThe400() {
        Server.Reply reply = validate(request(SUPPORTED)
                .add("validators", Json.createArrayBuilder().add("pii-leakage").add("no-such").add("nor-this")));

        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.json().getString("field")).isEqualTo("validators");
        assertThat(reply.json().getString("message")).contains("no-such, nor-this");
    }

    @ParameterizedTest
    @MethodSource("answersToAnotherQuestion")
    void declinesAGroundedAnswerToAnotherQuestion(String question, String answer, String missing) {
        String kayaks = "Kayak Rental Service\n\nSingle kayaks cost $40 for a half day and $65 for a full day. A $50 "
                + "deposit is taken at pickup, and pickup is between 8 and 10 in the morning. Reservations can be "
                + "cancelled free of charge up to 24 hours before pickup. Renters must be at least 16 years old.";

        JsonObject body = validate(Json.createObjectBuilder().add("question", question).add("answer", answer)
                .add("tenant", "northwind").add("contexts", Json.createArrayBuilder().add(kayaks))).json();

        assertThat(body.getString("status")).as(body.toString()).isEqualTo("declined");
        assertThat(body.getString("decline_reason")).isEqualTo("off_topic");
        assertThat(body.getJsonObject("validators").getJsonObject("answer-relevancy").getJsonArray("reasons")
                .getValuesAs(JsonString.class)).extracting(JsonString::getString).containsExactly("off_topic", missing);
    }

    static Stream<Arguments> answersToAnotherQuestion() {
        return Stream.of(
                Arguments.of("Can I cancel my reservation?", "A $50 deposit is taken at pickup, and pickup is between "
                        + "8 and 10 in the morning [1].", "missing_topic"),
                Arguments.of("How much is the deposit on a kayak?", "A deposit is taken when the kayak is picked up "
                        + "[1].", "missing_answer_kind"));
    }

    @Test
    void servesTheGroundedAnswerToTheQuestionAsked() {
        String kayaks = "Reservations can be cancelled free of charge up to 24 hours before pickup.";

        JsonObject body = validate(Json.createObjectBuilder().add("question", "Can I cancel my reservation?")
                .add("answer", "Reservations can be cancelled free of charge up to 24 hours before pickup [1].")
                .add("tenant", "northwind").add("contexts", Json.createArrayBuilder().add(kayaks))).json();

        assertThat(body.getJsonObject("validators").getJsonObject("answer-relevancy").getString("outcome"))
                .as(body.toString()).isEqualTo("pass");
    }

    private static JsonObjectBuilder request(String answer) {
        return Json.createObjectBuilder().add("question", QUESTION).add("answer", answer).add("tenant", "northwind");
    }

    private Server.Reply validate(JsonObjectBuilder request) {
        return server.post("/api/validate", request.build().toString());
    }
}
