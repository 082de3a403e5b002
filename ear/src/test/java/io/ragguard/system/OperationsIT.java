package io.ragguard.system;

import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** What operators see: readiness, metrics, and records that survive a restart. */
class OperationsIT {

    private final Server server = new Server();

    @Test
    void isReadyWithDatabaseAndIndex() {
        Server.Reply reply = server.get("/health/ready", null);

        assertThat(reply.status()).isEqualTo(200);
        JsonObject check = reply.json().getJsonArray("checks").getJsonObject(0);
        assertThat(check.getJsonObject("data").getBoolean("database")).isTrue();
        assertThat(check.getJsonObject("data").getBoolean("index")).isTrue();
    }

    @Test
    void publishesAnswerValidatorAndStageMetrics() {
        server.chat("How much does express shipping cost?", "northwind");
        server.chat("Who painted the Mona Lisa?", "northwind");

        String metrics = server.get("/metrics?scope=application", null).body();

        assertThat(metrics).contains("ragguard_answers_total{", "status=\"passed\"", "status=\"patched\"");
        assertThat(metrics).contains("ragguard_validator_outcomes_total{", "validator=\"confidence\"");
        assertThat(metrics).contains("ragguard_validator_reasons_total{", "reason=\"no_reliable_context\"");
        assertThat(metrics).contains("ragguard_stage_duration_seconds", "stage=\"retrieval\"", "stage=\"generation\"",
                "stage=\"validation\"", "stage=\"total\"");
    }

    @Test
    void listsPatchedAnswersInTheReviewQueue() {
        String requestId = server.chat("Who painted the Mona Lisa?", "bluebay").json().getString("request_id");

        String queue = server.get("/api/admin/records?max=200", Server.COMPLIANCE).body();

        assertThat(queue).contains(requestId);
    }

    @Test
    void keepsRecordsAndDemoDataAcrossARestart() throws Exception {
        JsonObject answer = server.chat("How much does express shipping cost?", "northwind").json();
        String requestId = answer.getString("request_id");
        JsonObject countsBefore = server.get("/api/admin/knowledge", Server.ADMIN).json();

        server.restart();

        Server.Reply record = server.get("/api/admin/records/" + requestId, Server.COMPLIANCE);
        assertThat(record.status()).isEqualTo(200);
        assertThat(record.json().getString("answer_after")).isEqualTo(answer.getString("response"));
        assertThat(record.json().getJsonArray("outcomes"))
                .hasSize(answer.getJsonObject("validation_metrics").getJsonObject("validators").size());
        assertThat(server.get("/api/admin/knowledge", Server.ADMIN).json()).isEqualTo(countsBefore);
        assertThat(countsBefore.getJsonNumber("northwind").longValue()).isEqualTo(10);
    }
}
