package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** What is kept of each request: personal data redacted unless told otherwise, and purged by age. */
class RecordsIT {

    private final Server server = new Server();

    @AfterEach
    void restore() {
        server.reset("recording.raw-personal-data");
        server.reset("recording.retention.days");
    }

    private JsonObject validate(String question, String answer, String context) {
        Server.Reply reply = server.post("/api/validate", Json.createObjectBuilder().add("question", question)
                .add("answer", answer).add("contexts", Json.createArrayBuilder().add(context)).build().toString());
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return server.get("/api/admin/records/" + reply.json().getString("request_id"), Server.COMPLIANCE).json();
    }

    @Test
    void storesNoPersonalDataFromTheQuestionTheAnswersOrTheContext() {
        JsonObject record = validate("My SSN is 123-45-6789; who do I mail, jane.doe@example.com?",
                "Mail rx@medora.example or call 555-123-4567 [1].",
                "Refills: mail rx@medora.example or call 555-123-4567.");

        assertThat(record.toString()).doesNotContain("123-45-6789").doesNotContain("jane.doe@example.com")
                .doesNotContain("rx@medora.example").doesNotContain("555-123-4567");
        assertThat(record.getString("question")).contains("[REDACTED SSN]").contains("[REDACTED EMAIL]");
        assertThat(record.getString("answer_before")).contains("[REDACTED EMAIL]").contains("[REDACTED PHONE]");
    }

    @Test
    void keepsPersonalDataOnlyWhenAnAdminSaysSoAndAuditsThat() {
        server.set("recording.raw-personal-data", JsonValue.TRUE);

        JsonObject record = validate("Who do I mail?", "Mail rx@medora.example [1].", "Refills: mail rx@medora.example.");

        assertThat(record.getString("answer_before")).contains("rx@medora.example");
        assertThat(server.get("/api/admin/audit?limit=20", Server.ADMIN).body())
                .contains("recording.raw-personal-data");
    }

    @Test
    void purgesByAgeOnAnAdminsWordAndAuditsThePurge() {
        server.set("recording.retention.days", Json.createValue(30));

        Server.Reply purged = server.post("/api/admin/records/purge", Server.ADMIN, "{}");

        assertThat(purged.status()).as(purged.body()).isEqualTo(200);
        assertThat(purged.json().getString("cutoff")).isNotBlank();
        assertThat(purged.json().getJsonNumber("records").longValue()).isGreaterThanOrEqualTo(0);
        assertThat(server.get("/api/admin/audit?limit=5", Server.ADMIN).body()).contains("records.purge");
        assertThat(server.post("/api/admin/records/purge", Server.COMPLIANCE, "{}").status()).isEqualTo(403);
    }
}
