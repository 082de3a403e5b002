package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Batch evaluations through the admin API: the sample file uploaded and run (validate and chat rows), its
 * summary, report and a comparison; rows in a JSON body run with a draft policy; calibration on an evaluation;
 * and a bad upload refused with the row at fault, recording nothing.
 */
class EvaluationsIT {

    private static final Path SAMPLE = Path.of("..", "docs", "evaluation-sample.jsonl");
    private final Server server = new Server();

    @BeforeEach
    void awaitServer() throws InterruptedException {
        server.awaitReady(Duration.ofMinutes(3));
    }

    @Test
    void runsTheSampleFileAndReportsValidateAndChatFiguresWithoutRecordingAnything() throws Exception {
        String recordsBefore = records();

        JsonObject first = finished(upload(Files.readAllBytes(SAMPLE), "sample.jsonl", "the sample <1> & co"));
        JsonObject second = finished(upload(Files.readAllBytes(SAMPLE), "sample.jsonl", "the sample again"));

        JsonObject validate = first.getJsonObject("summary").getJsonObject("validate");
        assertThat(validate.getInt("faithful")).isEqualTo(2);
        assertThat(validate.getInt("hallucinated")).isEqualTo(2);
        JsonObject confusion = validate.getJsonObject("confusion");
        assertThat(confusion.getInt("faithful_served") + confusion.getInt("faithful_stopped")).isEqualTo(2);
        assertThat(confusion.getInt("hallucinated_stopped")).as("the wrong figure and the voucher are stopped")
                .isEqualTo(2);
        assertThat(validate.getJsonArray("faithfulness_curve")).hasSize(21);
        assertThat(validate.getJsonObject("latency_ms").getInt("p95")).isGreaterThanOrEqualTo(0);
        JsonObject chat = first.getJsonObject("summary").getJsonObject("chat");
        assertThat(chat.getInt("answerable")).isEqualTo(3);
        assertThat(chat.getInt("unanswerable")).isEqualTo(1);
        assertThat(chat.getInt("answered_with_fact")).as(chat.toString()).isEqualTo(3);
        assertThat(chat.getInt("confident_when_unanswerable")).as(chat.toString()).isZero();
        assertThat(first.getString("created_by")).isEqualTo("admin");
        assertThat(records()).as("an evaluation records no answer").isEqualTo(recordsBefore);

        long a = first.getJsonNumber("id").longValue();
        long b = second.getJsonNumber("id").longValue();
        Server.Reply report = server.get("/api/admin/evaluations/" + a + "/report", Server.ADMIN);
        assertThat(report.status()).isEqualTo(200);
        assertThat(report.header("Content-Type")).startsWith("text/html");
        assertThat(report.body()).contains("Evaluation the sample &lt;1&gt; &amp; co", "<svg", "No misses.")
                .doesNotContain("<1>");
        JsonObject compared = server.get("/api/admin/evaluations/" + a + "/compare/" + b, Server.ADMIN).json();
        assertThat(compared.getInt("matched_rows")).isEqualTo(8);
        assertThat(compared.getJsonArray("changed")).as("the same rows judged the same way").isEmpty();
        assertThat(compared.getJsonObject("deltas").getJsonNumber("balanced_accuracy").doubleValue()).isZero();
        assertThat(server.get("/api/admin/evaluations", Server.ADMIN).body()).contains("the sample again");
        assertThat(server.get("/api/admin/audit?limit=50", Server.ADMIN).body()).contains("evaluation.start");
    }

    @Test
    void rowsInABodyRunWithADraftPolicyAndCalibrateFaithfulnessIntoANewDraft() throws Exception {
        JsonObject lenient = server.post("/api/admin/policies", Server.ADMIN, "{\"name\": \"no grounding checks\", "
                + "\"settings\": {\"validator.faithfulness.enabled\": false, \"validator.numeric-units.enabled\": false}}").json();
        String rows = labelledRows().build().toString();

        JsonObject live = finished(server.post("/api/admin/evaluations", Server.ADMIN,
                "{\"name\": \"live\", \"tenant\": \"northwind\", \"rows\": " + rows + "}"));
        JsonObject drafted = finished(server.post("/api/admin/evaluations", Server.ADMIN,
                "{\"name\": \"draft without grounding\", \"tenant\": \"northwind\", \"policy_id\": "
                        + lenient.getJsonNumber("id") + ", \"rows\": " + rows + "}"));

        assertThat(live.getJsonObject("summary").getJsonObject("validate").getInt("rows")).isEqualTo(40);
        assertThat(drafted.getJsonNumber("policy_id").longValue()).isEqualTo(lenient.getJsonNumber("id").longValue());
        JsonObject compared = server.get("/api/admin/evaluations/" + live.getJsonNumber("id") + "/compare/"
                + drafted.getJsonNumber("id"), Server.ADMIN).json();
        assertThat(compared.getJsonObject("deltas").getJsonNumber("hallucinated_stop_rate").doubleValue())
                .as("without the grounding checks wrong figures go through: " + compared.getJsonObject("deltas"))
                .isNegative();
        assertThat(compared.getJsonArray("changed")).isNotEmpty();
        assertThat(server.get("/api/admin/settings/validator.faithfulness.enabled", Server.ADMIN).json()
                .getString("value", "default")).as("the draft stays a draft").isNotEqualTo("false");

        Server.Reply calibrated = server.post("/api/admin/calibrations", Server.ADMIN,
                "{\"validator\": \"faithfulness\", \"source\": \"evaluation\", \"evaluation_id\": \""
                        + live.getJsonNumber("id") + "\"}");
        assertThat(calibrated.status()).as(calibrated.body()).isEqualTo(200);
        JsonObject c = calibrated.json();
        assertThat(c.getString("source")).isEqualTo("evaluation");
        assertThat(c.getInt("good")).isEqualTo(20);
        assertThat(c.getInt("bad")).isEqualTo(20);
        assertThat(c.getJsonArray("curve")).hasSize(21);
        JsonObject proposal = server.get("/api/admin/policies/" + c.getJsonNumber("policy_id"), Server.ADMIN).json();
        assertThat(proposal.getString("status")).isEqualTo("draft");
        assertThat(proposal.getJsonObject("settings").containsKey("validator.faithfulness.threshold")).isTrue();

        Server.Reply unknown = server.post("/api/admin/calibrations", Server.ADMIN,
                "{\"validator\": \"faithfulness\", \"source\": \"evaluation\", \"evaluation_id\": \"987654\"}");
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.json().getString("field")).isEqualTo("evaluation_id");
    }

    @Test
    void refusesABadUploadNamingTheRowAndStartsNothing() {
        int before = server.get("/api/admin/evaluations", Server.ADMIN).structure().asJsonArray().size();
        String bad = "{\"question\": \"q?\", \"answer\": \"a.\", \"contexts\": [\"a.\"], \"label\": \"faithful\"}\n"
                + "{\"question\": \"q?\", \"answer\": \"a.\", \"contexts\": [\"a.\"], \"label\": \"maybe\"}\n";

        Server.Reply refused = upload(bad.getBytes(java.nio.charset.StandardCharsets.UTF_8), "rows.jsonl", "bad");

        assertThat(refused.status()).as(refused.body()).isEqualTo(400);
        assertThat(refused.json().getString("field")).isEqualTo("file");
        assertThat(refused.json().getString("message")).contains("row 2", "label");
        assertThat(refused.body()).doesNotContain("Exception", "at io.");
        Server.Reply ragTruth = server.post("/api/admin/evaluations", Server.ADMIN, "{\"rows\": [{\"id\": "
                + "\"ragtruth-qa-1\", \"task\": \"qa\", \"source_id\": \"1\", \"answer\": \"x\", \"faithful\": true}]}");
        assertThat(ragTruth.status()).isEqualTo(400);
        assertThat(ragTruth.json().getString("message")).contains("row 1", "docs/evaluation.md");
        Server.Reply noPolicy = server.post("/api/admin/evaluations", Server.ADMIN,
                "{\"policy_id\": 987654, \"rows\": [{\"question\": \"q?\"}]}");
        assertThat(noPolicy.status()).isEqualTo(400);
        assertThat(noPolicy.json().getString("field")).isEqualTo("policy_id");
        Server.Reply noTenant = server.post("/api/admin/evaluations", Server.ADMIN,
                "{\"tenant\": \"nosuch\", \"rows\": [{\"question\": \"q?\"}]}");
        assertThat(noTenant.status()).isEqualTo(400);
        assertThat(server.get("/api/admin/evaluations", Server.ADMIN).structure().asJsonArray()).hasSize(before);

        assertThat(server.get("/api/admin/evaluations/987654", Server.ADMIN).status()).isEqualTo(404);
        assertThat(server.get("/api/admin/evaluations", Server.COMPLIANCE).status()).isEqualTo(403);
        assertThat(server.post("/api/admin/evaluations", Server.COMPLIANCE, "{\"rows\": [{\"question\": \"q?\"}]}")
                .status()).isEqualTo(403);
    }

    /** 40 answers about made-up delivery times: the faithful ones say what the context says, the others not. */
    private static JsonArrayBuilder labelledRows() {
        JsonArrayBuilder rows = Json.createArrayBuilder();
        for (int i = 0; i < 20; i++) {
            int days = 3 + i;
            String context = "Orders to region " + (i + 1) + " arrive within " + days + " business days. Tracking "
                    + "numbers are sent by e-mail when the parcel leaves the warehouse.";
            String question = "How long does delivery to region " + (i + 1) + " take?";
            rows.add(row(question, "Orders to region " + (i + 1) + " arrive within " + days + " business days [1].",
                    context, "faithful"));
            rows.add(row(question, "Orders to region " + (i + 1) + " arrive within " + (days + 30)
                    + " business days, and shipping is always free [1].", context, "hallucinated"));
        }
        return rows;
    }

    private static JsonObject row(String question, String answer, String context, String label) {
        return Json.createObjectBuilder().add("question", question).add("answer", answer)
                .add("contexts", Json.createArrayBuilder().add(context)).add("label", label).build();
    }

    private Server.Reply upload(byte[] content, String fileName, String name) {
        return server.upload("/api/admin/evaluations", Server.ADMIN, Map.of("name", name, "tenant", "northwind"),
                new Server.FilePart(fileName, "application/x-ndjson", content));
    }

    /** Follows a started evaluation at its Location until it is done. */
    private JsonObject finished(Server.Reply started) throws InterruptedException {
        assertThat(started.status()).as(started.body()).isEqualTo(202);
        String location = started.header("Location");
        assertThat(location).contains("/api/admin/evaluations/");
        String path = location.substring(location.indexOf("/api/"));
        long deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
        while (System.nanoTime() < deadline) {
            JsonObject now = server.get(path, Server.ADMIN).json();
            if (!now.getString("status").equals("running")) {
                assertThat(now.getString("status")).as(now.toString()).isEqualTo("done");
                assertThat(now.getJsonNumber("progress").doubleValue()).isEqualTo(1.0);
                return now;
            }
            Thread.sleep(200);
        }
        throw new AssertionError("the evaluation at " + location + " did not finish in 2 minutes");
    }

    private String records() {
        return server.get("/api/admin/records?status=all&max=1", Server.ADMIN).header("X-Total-Count");
    }

}
