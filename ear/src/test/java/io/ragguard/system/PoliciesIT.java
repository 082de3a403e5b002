package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Validation policies through the admin API: drafted, published at once, rolled back, each step audited. */
class PoliciesIT {

    private static final String GLOBAL_THRESHOLD = "validator.evidence-overlap.threshold";
    private static final String BLUEBAY_SWITCH = "tenant.bluebay.validator.evidence-overlap.enabled";
    private final Server server = new Server();

    @BeforeEach
    void awaitServer() throws InterruptedException {
        server.awaitReady(Duration.ofMinutes(3));
    }

    @AfterEach
    void restore() {
        server.reset(GLOBAL_THRESHOLD);
        server.reset(BLUEBAY_SWITCH);
    }

    @Test
    void aPublishedPolicyPutsAllItsValuesInForceAndItsRollbackGivesBackWhatItReplaced() {
        server.set(GLOBAL_THRESHOLD, Json.createValue(0.1));
        JsonObject draft = create("{\"name\": \"lenient overlap\", \"settings\": {\"" + GLOBAL_THRESHOLD
                + "\": 0.05}, \"note\": \"fewer false refusals\"}");
        assertThat(draft.getString("status")).isEqualTo("draft");
        assertThat(draft.getString("created_by")).isEqualTo("admin");
        assertThat(setting(GLOBAL_THRESHOLD)).as("a draft changes nothing").isEqualTo("0.1");
        long id = draft.getJsonNumber("id").longValue();

        JsonObject published = server.post("/api/admin/policies/" + id + "/publish", Server.ADMIN, "").json();

        assertThat(published.getString("status")).isEqualTo("published");
        assertThat(published.getJsonObject("replaced").getString(GLOBAL_THRESHOLD)).isEqualTo("0.1");
        assertThat(setting(GLOBAL_THRESHOLD)).isEqualTo("0.05");
        Server.Reply again = server.post("/api/admin/policies/" + id + "/publish", Server.ADMIN, "");
        assertThat(again.status()).as(again.body()).isEqualTo(409);

        JsonObject rolledBack = server.post("/api/admin/policies/" + id + "/rollback", Server.ADMIN, "").json();

        assertThat(rolledBack.getString("status")).isEqualTo("rolled_back");
        assertThat(setting(GLOBAL_THRESHOLD)).isEqualTo("0.1");
        String audit = server.get("/api/admin/audit?limit=20", Server.ADMIN).body();
        assertThat(audit).contains("policy.create", "policy.publish", "policy.rollback", "policy " + id);
    }

    @Test
    void aTenantsPolicyBecomesItsOverridesAndARollbackResetsWhatHadNoValue() {
        JsonObject draft = create("{\"name\": \"bluebay without overlap\", \"tenant\": \"bluebay\", \"settings\": "
                + "{\"validator.evidence-overlap.enabled\": false}}");
        long id = draft.getJsonNumber("id").longValue();
        String globalSwitch = setting("validator.evidence-overlap.enabled");

        server.post("/api/admin/policies/" + id + "/publish", Server.ADMIN, "");

        assertThat(setting(BLUEBAY_SWITCH)).isEqualTo("false");
        assertThat(setting("validator.evidence-overlap.enabled")).as("the global switch stays").isEqualTo(globalSwitch);
        server.post("/api/admin/policies/" + id + "/rollback", Server.ADMIN, "");
        assertThat(server.get("/api/admin/settings/" + BLUEBAY_SWITCH, Server.ADMIN).json().getString("source"))
                .as("reset: no value of its own again").isNotEqualTo("database");
        assertThat(server.get("/api/admin/policies", Server.ADMIN).body()).contains("bluebay without overlap");
    }

    @Test
    void aReplayShowsWhatADraftWouldDoToStoredAnswersWithoutRecordingOrChangingAnything() throws Exception {
        for (String question : List.of("How much does express shipping cost?", "Do Adventure Cards expire?",
                "How long is the return window for online orders?")) {
            assertThat(server.chat(question, "northwind").status()).isEqualTo(200);
        }
        String recordsBefore = server.get("/api/admin/records?tenant=northwind&status=all&max=1", Server.ADMIN)
                .header("X-Total-Count");
        JsonObject draft = create("{\"name\": \"refuse the unsupported\", \"tenant\": \"northwind\", \"settings\": "
                + "{\"validator.faithfulness.threshold\": 1.0, \"validation.unsupported-sentences\": \"refuse\"}}");
        long id = draft.getJsonNumber("id").longValue();

        Server.Reply started = server.post("/api/admin/policies/" + id + "/replay", Server.ADMIN, "{\"limit\": 20}");

        assertThat(started.status()).as(started.body()).isEqualTo(202);
        String location = started.header("Location");
        assertThat(location).endsWith("/api/admin/policies/" + id + "/replays/" + started.json().getString("job_id"));
        JsonObject job = started.json();
        for (int i = 0; i < 240 && !job.getString("status").equals("done"); i++) {
            assertThat(job.getString("status")).isNotEqualTo("failed");
            Thread.sleep(250);
            job = server.get(location.substring(location.indexOf("/api/")), Server.ADMIN).json();
        }
        assertThat(job.getString("status")).as(job.toString()).isEqualTo("done");
        assertThat(job.getJsonNumber("progress").doubleValue()).isEqualTo(1.0);
        JsonObject summary = job.getJsonObject("summary");
        assertThat(summary.getInt("records")).isBetween(3, 20);
        assertThat(summary.getInt("changed")).as(summary.toString()).isPositive();
        assertThat(summary.getJsonObject("statuses_after").keySet()).contains("failed");
        assertThat(summary.getJsonObject("validators").getJsonObject("faithfulness").getJsonObject("after")
                .keySet()).contains("fail");
        JsonObject example = job.getJsonArray("examples").getJsonObject(0);
        assertThat(example.getString("status_after")).isEqualTo("failed");
        assertThat(server.get(example.getString("record"), Server.ADMIN).status()).isEqualTo(200);
        Server.Reply report = server.get(location.substring(location.indexOf("/api/")) + "/report", Server.ADMIN,
                "text/html");
        assertThat(report.status()).isEqualTo(200);
        assertThat(report.header("Content-Type")).startsWith("text/html");
        assertThat(report.body()).contains("refuse the unsupported", "validator.faithfulness.threshold",
                "passed before, flagged now", "/console/review.xhtml?request=" + example.getString("request_id"));

        assertThat(server.get("/api/admin/records?tenant=northwind&status=all&max=1", Server.ADMIN)
                .header("X-Total-Count")).as("a replay records nothing").isEqualTo(recordsBefore);
        assertThat(server.chat("How much does express shipping cost?", "northwind").status())
                .as("and changes nothing live").isEqualTo(200);
        assertThat(server.get("/api/admin/policies/" + id + "/replays/nosuch", Server.ADMIN).status()).isEqualTo(404);
    }

    @Test
    void calibratesAThresholdOnReviewersDecisionsIntoADraftAndNeedsEnoughOfThem() {
        Server.Reply tooFew = server.post("/api/admin/calibrations", Server.ADMIN,
                "{\"validator\": \"evidence-overlap\", \"tenant\": \"helixpharma\"}");
        assertThat(tooFew.status()).as(tooFew.body()).isEqualTo(409);
        assertThat(tooFew.json().getString("error")).isEqualTo("too_few_labels");
        assertThat(tooFew.json().getString("message")).contains("more decisions");

        // the demo's golden questions of northwind: answered from its knowledge, so evidence-overlap scores each
        List<String> questions = List.of(
                "How long is the return window for Trail Points members on full-price purchases?",
                "How much does express shipping cost, and does it guarantee delivery within 2 business days?",
                "Do Adventure Cards expire or carry any inactivity fees?",
                "What does the Protection Plan cost, and by when must it be bought?",
                "Can an order be split into interest-free installments with the Pay in 4 option?");
        for (int i = 0; i < 40; i++) {
            JsonObject answer = server.chat(questions.get(i % questions.size()), "northwind").json();
            String decision = i % 3 == 0 ? "rejected" : "approved";
            Server.Reply decided = server.post("/api/admin/records/" + answer.getString("request_id") + "/decision",
                    Server.COMPLIANCE, "{\"decision\": \"" + decision + "\"}");
            assertThat(decided.status()).as(decided.body()).isEqualTo(200);
        }

        Server.Reply calibrated = server.post("/api/admin/calibrations", Server.ADMIN,
                "{\"validator\": \"evidence-overlap\", \"tenant\": \"northwind\", \"floor\": 0.9}");

        assertThat(calibrated.status()).as(calibrated.body()).isEqualTo(200);
        JsonObject c = calibrated.json();
        assertThat(c.getInt("good") + c.getInt("bad")).isGreaterThanOrEqualTo(30);
        assertThat(c.getJsonArray("curve")).hasSize(21);
        double proposed = c.getJsonNumber("proposed_threshold").doubleValue();
        assertThat(proposed).isBetween(0.0, 1.0);
        JsonObject point = c.getJsonArray("curve").stream().map(JsonValue::asJsonObject)
                .filter(p -> Math.abs(p.getJsonNumber("threshold").doubleValue() - proposed) < 1e-9).findFirst()
                .orElseThrow();
        assertThat(point.getJsonNumber("good_pass_rate").doubleValue()).as("the floor holds").isGreaterThanOrEqualTo(0.9);
        JsonObject policy = server.get("/api/admin/policies/" + c.getJsonNumber("policy_id").longValue(),
                Server.ADMIN).json();
        assertThat(policy.getString("status")).isEqualTo("draft");
        assertThat(policy.getString("tenant")).isEqualTo("northwind");
        assertThat(Double.parseDouble(policy.getJsonObject("settings").getString(GLOBAL_THRESHOLD)))
                .isEqualTo(proposed);

        Server.Reply badSource = server.post("/api/admin/calibrations", Server.ADMIN,
                "{\"validator\": \"evidence-overlap\", \"source\": \"evaluation\"}");
        assertThat(badSource.status()).isEqualTo(400);
        assertThat(badSource.json().getString("field")).as("an evaluation to calibrate on").isEqualTo("evaluation_id");
        Server.Reply unknownSource = server.post("/api/admin/calibrations", Server.ADMIN,
                "{\"validator\": \"evidence-overlap\", \"source\": \"guesswork\"}");
        assertThat(unknownSource.status()).isEqualTo(400);
        assertThat(unknownSource.json().getString("field")).isEqualTo("source");
        Server.Reply noThreshold = server.post("/api/admin/calibrations", Server.ADMIN, "{\"validator\": \"nosuch\"}");
        assertThat(noThreshold.status()).isEqualTo(400);
        assertThat(noThreshold.json().getString("field")).isEqualTo("validator");
    }

    @Test
    void refusesADraftWithASettingAPolicyCannotHoldOrAValueOutsideItsRange() {
        Server.Reply notValidation = server.post("/api/admin/policies", Server.ADMIN,
                "{\"name\": \"x\", \"settings\": {\"retrieval.top-k\": 5}}");
        assertThat(notValidation.status()).as(notValidation.body()).isEqualTo(400);
        assertThat(notValidation.json().getString("field")).isEqualTo("retrieval.top-k");

        Server.Reply outOfRange = server.post("/api/admin/policies", Server.ADMIN,
                "{\"name\": \"x\", \"settings\": {\"" + GLOBAL_THRESHOLD + "\": 7}}");
        assertThat(outOfRange.status()).as(outOfRange.body()).isEqualTo(400);
        assertThat(outOfRange.json().getString("error")).isEqualTo("invalid_setting");

        Server.Reply noName = server.post("/api/admin/policies", Server.ADMIN,
                "{\"settings\": {\"" + GLOBAL_THRESHOLD + "\": 0.2}}");
        assertThat(noName.status()).as(noName.body()).isEqualTo(400);
        assertThat(noName.json().getString("field")).isEqualTo("name");

        Server.Reply noTenant = server.post("/api/admin/policies", Server.ADMIN,
                "{\"name\": \"x\", \"tenant\": \"nosuch\", \"settings\": {\"" + GLOBAL_THRESHOLD + "\": 0.2}}");
        assertThat(noTenant.status()).as(noTenant.body()).isEqualTo(400);
        assertThat(noTenant.json().getString("error")).isEqualTo("unknown_tenant");

        assertThat(server.get("/api/admin/policies/999999", Server.ADMIN).status()).isEqualTo(404);
        assertThat(server.get("/api/admin/policies", Server.COMPLIANCE).status()).isEqualTo(403);
    }

    private JsonObject create(String body) {
        Server.Reply reply = server.post("/api/admin/policies", Server.ADMIN, body);
        assertThat(reply.status()).as(reply.body()).isEqualTo(201);
        return reply.json();
    }

    private String setting(String name) {
        JsonValue value = server.get("/api/admin/settings/" + name, Server.ADMIN).json().get("value");
        return value instanceof JsonString text ? text.getString() : String.valueOf(value);
    }
}
