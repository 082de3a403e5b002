package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The review queue through the admin API: filters, decisions kept with their history and audited,
 * and the export as CSV with every matching row.
 */
class ReviewIT {

    private final Server server = new Server();
    /** A word only this test's questions hold, so that its filters see only its records. */
    private final String marker = "zq" + UUID.randomUUID().toString().replace("-", "").substring(0, 10);

    /**
     * Validates an answer that states a figure its context does not hold: none of it is supported, so it
     * declines as unsupported, and waits in the queue.
     */
    private String unfaithful(String subject) {
        Server.Reply reply = server.post("/api/validate", Json.createObjectBuilder()
                .add("question", "How long is the " + subject + " warranty? " + marker)
                .add("answer", "The " + subject + " warranty lasts 7 years [1].")
                .add("contexts", Json.createArrayBuilder().add("The " + subject + " warranty lasts 2 years."))
                .build().toString());
        assertThat(reply.status()).as(reply.body()).isIn(200, 422);
        return reply.json().getString("request_id");
    }

    private String faithful() {
        Server.Reply reply = server.post("/api/validate", Json.createObjectBuilder()
                .add("question", "How long is the kettle warranty? " + marker)
                .add("answer", "The kettle warranty lasts 2 years [1].")
                .add("contexts", Json.createArrayBuilder().add("The kettle warranty lasts 2 years."))
                .build().toString());
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        assertThat(reply.json().getString("status")).isEqualTo("passed");
        return reply.json().getString("request_id");
    }

    private List<String> listed(String query) {
        Server.Reply reply = server.get("/api/admin/records?q=" + marker + query, Server.COMPLIANCE);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        JsonArray page = reply.structure().asJsonArray();
        assertThat(reply.header("X-Total-Count")).isEqualTo(String.valueOf(page.size()));
        return page.getValuesAs(JsonObject.class).stream().map(r -> r.getString("request_id")).toList();
    }

    private Server.Reply decide(String requestId, String credentials, String body) {
        return server.post("/api/admin/records/" + requestId + "/decision", credentials, body);
    }

    /** Validates an answer that says its passages do not answer: declined for no context, in the queue. */
    private String unanswered() {
        Server.Reply reply = server.post("/api/validate", Json.createObjectBuilder()
                .add("question", "How long is the kettle warranty? " + marker)
                .add("answer", "Unable to answer based on given passages.")
                .add("contexts", Json.createArrayBuilder().add("The kettle warranty lasts 2 years."))
                .build().toString());
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        assertThat(reply.json().getString("decline_reason")).isEqualTo("no_context");
        return reply.json().getString("request_id");
    }

    @Test
    void filtersTheQueueByStatusTextDecisionAndValidator() {
        String declined = unfaithful("toaster");
        String passed = faithful();

        assertThat(listed("")).as("the queue: flagged answers, declined ones included").containsExactly(declined);
        assertThat(listed("&status=all")).containsExactly(passed, declined);
        assertThat(listed("&status=passed")).containsExactly(passed);
        assertThat(listed("&status=failed")).isEmpty();
        assertThat(listed("&validator=faithfulness")).containsExactly(declined);
        assertThat(listed("&reason=unsupported_number")).containsExactly(declined);
        assertThat(listed("&tenant=nobody")).isEmpty();
        assertThat(listed("&decision=none")).containsExactly(declined);
        assertThat(listed("&from=2000-01-01&to=2000-01-02")).isEmpty();
    }

    @Test
    void declinedAnswersHaveAFilterOfTheirOwnAndCarryTheirReason() {
        String unsupported = unfaithful("kettle");
        String noContext = unanswered();
        String passed = faithful();

        assertThat(listed("&status=declined")).containsExactly(noContext, unsupported);
        assertThat(listed("&status=declined,passed")).containsExactly(passed, noContext, unsupported);
        assertThat(listed("&reason=no_context")).as("a decline reason no reason code holds").containsExactly(noContext);
        JsonObject record = server.get("/api/admin/records/" + unsupported, Server.COMPLIANCE).json();
        assertThat(record.getString("status")).isEqualTo("declined");
        assertThat(record.getString("decline_reason")).isEqualTo("unsupported");
        assertThat(server.get("/api/admin/records/" + noContext, Server.COMPLIANCE).json().getString("decline_reason"))
                .isEqualTo("no_context");
        assertThat(server.get("/api/admin/records/" + passed, Server.COMPLIANCE).json().containsKey("decline_reason"))
                .isFalse();
    }

    @Test
    void aReviewerDecidesAndDecidesAgainKeepingTheHistoryAndEveryDecisionIsAudited() {
        String flagged = unfaithful("blender");

        Server.Reply escalated = decide(flagged, Server.COMPLIANCE, "{\"decision\": \"escalated\", \"note\": \"Ask legal.\"}");
        Server.Reply rejected = decide(flagged, Server.ADMIN, "{\"decision\": \"rejected\", \"note\": \"7 years is wrong.\"}");

        assertThat(escalated.status()).as(escalated.body()).isEqualTo(200);
        assertThat(rejected.status()).as(rejected.body()).isEqualTo(200);
        JsonObject record = server.get("/api/admin/records/" + flagged, Server.COMPLIANCE).json();
        assertThat(record.getString("decision")).isEqualTo("rejected");
        List<JsonObject> decisions = record.getJsonArray("decisions").getValuesAs(JsonObject.class);
        assertThat(decisions).extracting(d -> d.getString("decision")).containsExactly("escalated", "rejected");
        assertThat(decisions).extracting(d -> d.getString("reviewer")).containsExactly("compliance", "admin");
        assertThat(decisions.get(0).getString("note")).isEqualTo("Ask legal.");
        assertThat(decisions.get(1).getString("decided_at")).isNotBlank();
        assertThat(listed("&decision=rejected")).containsExactly(flagged);
        assertThat(listed("&decision=none")).isEmpty();
        assertThat(server.get("/api/admin/audit?limit=50", Server.ADMIN).body())
                .contains("record.decision").contains("request " + flagged).contains("rejected: 7 years is wrong.");
        List<JsonObject> byCompliance = server.get("/api/admin/audit?action=record&actor=compliance&limit=1000",
                Server.ADMIN).structure().asJsonArray().getValuesAs(JsonObject.class);
        assertThat(byCompliance).isNotEmpty().allSatisfy(e -> {
            assertThat(e.getString("action")).isEqualTo("record.decision");
            assertThat(e.getString("actor")).isEqualTo("compliance");
        });
        Server.Reply csv = server.get("/api/admin/audit?action=record.decision&actor=admin&format=csv", Server.ADMIN);
        assertThat(csv.header("Content-Type")).startsWith("text/csv");
        assertThat(csv.body()).startsWith("at,actor,action,target,old_value,new_value\r\n")
                .contains(",admin,record.decision,request " + flagged + ",escalated,rejected: 7 years is wrong.");
        assertThat(server.get("/api/admin/audit?from=someday", Server.ADMIN).status()).isEqualTo(400);
    }

    @Test
    void aBadDecisionOrFilterIsA400NamingItAndAnUnknownRequestA404() {
        String flagged = unfaithful("grill");

        Server.Reply unknownDecision = decide(flagged, Server.COMPLIANCE, "{\"decision\": \"maybe\"}");
        Server.Reply noBody = decide(flagged, Server.COMPLIANCE, "{}");
        Server.Reply longNote = decide(flagged, Server.COMPLIANCE,
                "{\"decision\": \"approved\", \"note\": \"" + "x".repeat(2001) + "\"}");
        Server.Reply unknownRequest = decide("no-such-request", Server.COMPLIANCE, "{\"decision\": \"approved\"}");
        Server.Reply anonymous = server.post("/api/admin/records/" + flagged + "/decision", "{\"decision\": \"approved\"}");

        assertThat(unknownDecision.status()).isEqualTo(400);
        assertThat(unknownDecision.json().getString("field")).isEqualTo("decision");
        assertThat(unknownDecision.body()).contains("approved, rejected, escalated");
        assertThat(noBody.status()).isEqualTo(400);
        assertThat(longNote.status()).isEqualTo(400);
        assertThat(longNote.json().getString("field")).isEqualTo("note");
        assertThat(unknownRequest.status()).isEqualTo(404);
        assertThat(anonymous.status()).isEqualTo(401);
        for (String bad : List.of("from=yesterday", "to=2026-13-01", "status=bogus", "decision=perhaps",
                "from=2026-11-02&to=2026-11-01", "format=xml")) {
            Server.Reply reply = server.get("/api/admin/records?" + bad, Server.COMPLIANCE);
            assertThat(reply.status()).as(bad).isEqualTo(400);
            assertThat(reply.body()).as(bad).doesNotContain("Exception").contains("\"field\"");
        }
        JsonObject record = server.get("/api/admin/records/" + flagged, Server.COMPLIANCE).json();
        assertThat(record.containsKey("decision")).as("nothing stored by a refused decision").isFalse();
    }

    @Test
    void exportsEveryMatchingRowAsCsvByFormatOrAcceptHeader() {
        String flagged = unfaithful("mixer, \"deluxe\"");
        String passed = faithful();
        decide(flagged, Server.COMPLIANCE, "{\"decision\": \"approved\", \"note\": \"=SUM(A1) is fine\"}");

        Server.Reply byFormat = server.get("/api/admin/records?status=all&format=csv&q=" + marker, Server.COMPLIANCE);
        Server.Reply byAccept = server.get("/api/admin/records?status=all&q=" + marker, Server.COMPLIANCE, "text/csv");

        assertThat(byFormat.status()).as(byFormat.body()).isEqualTo(200);
        assertThat(byFormat.header("Content-Type")).startsWith("text/csv");
        assertThat(byFormat.header("Content-Disposition")).startsWith("attachment; filename=\"ragguard-records-");
        assertThat(byAccept.status()).isEqualTo(200);
        assertThat(byAccept.header("Content-Type")).startsWith("text/csv");
        assertThat(byAccept.body()).isEqualTo(byFormat.body());
        List<String> lines = Arrays.asList(byFormat.body().split("\r\n"));
        assertThat(lines.get(0)).startsWith("request_id,created_at,tenant,endpoint,status,decline_reason,decision,"
                + "decided_by,decision_note");
        assertThat(lines).hasSize(3);
        assertThat(lines.get(1)).startsWith(passed + ",").contains(",passed,,");
        assertThat(lines.get(2)).startsWith(flagged + ",")
                .contains(",declined,unsupported,approved,compliance,\"'=SUM(A1) is fine\",")
                .contains("\"How long is the mixer, \"\"deluxe\"\" warranty? " + marker + "\"");
    }

    @Test
    void exportsMoreRowsThanAJsonPageHolds() {
        String tag = URLEncoder.encode(marker, StandardCharsets.UTF_8);
        for (int i = 0; i < 3; i++) {
            unfaithful("fan " + i);
        }

        Server.Reply page = server.get("/api/admin/records?max=2&q=" + tag, Server.COMPLIANCE);
        Server.Reply csv = server.get("/api/admin/records?max=2&format=csv&q=" + tag, Server.COMPLIANCE);

        assertThat(page.structure().asJsonArray()).hasSize(2);
        assertThat(page.header("X-Total-Count")).isEqualTo("3");
        assertThat(csv.body().split("\r\n")).as("a header and every row, whatever max says").hasSize(4);
    }
}
