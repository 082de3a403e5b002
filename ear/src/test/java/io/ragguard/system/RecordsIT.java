package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;

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
    void neitherServesNorStoresPersonalDataInDisguise() {
        List<String> disguised = List.of("jo [at] example [dot] com", "555/123/4567", "123\u201345\u20136789",
                "\uff15\uff15\uff15-\uff11\uff12\uff13-\uff14\uff15\uff16\uff17", "4111_1111_1111_1111");
        String context = "The reporter, jo [at] example [dot] com, can be called on 555/123/4567 or "
                + "\uff15\uff15\uff15-\uff11\uff12\uff13-\uff14\uff15\uff16\uff17; SSN 123\u201345\u20136789, "
                + "card 4111_1111_1111_1111.";
        Server.Reply reply = server.post("/api/validate", Json.createObjectBuilder()
                .add("question", "How do I reach the reporter, jo [at] example [dot] com?")
                .add("answer", context + " [1]").add("contexts", Json.createArrayBuilder().add(context)).build()
                .toString());

        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        JsonObject verdict = reply.json();
        assertThat(verdict.getString("status")).isNotEqualTo("passed");
        assertThat(verdict.getJsonObject("validators").getJsonObject("pii-leakage").getString("outcome"))
                .isEqualTo("patched");
        JsonObject record = server.get("/api/admin/records/" + verdict.getString("request_id"), Server.COMPLIANCE)
                .json();
        String csv = server.get("/api/admin/records?format=csv&max=20", Server.COMPLIANCE).body();
        for (String form : disguised) {
            assertThat(verdict.getString("patched_answer")).as("served").doesNotContain(form);
            assertThat(record.toString()).as("stored").doesNotContain(form);
            assertThat(csv).as("exported").doesNotContain(form);
        }
        assertThat(record.getString("question")).contains("[REDACTED EMAIL]");
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
