package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import org.junit.jupiter.api.Test;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The review queue through the admin API: filters, decisions kept with their history and audited,
 * and the export as CSV with every matching row; its triage: severities, groups of repeats and their
 * decisions, decisions on many answers, assignments, and the near-threshold filter.
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
        return listed(Server.COMPLIANCE, query);
    }

    private List<String> listed(String credentials, String query) {
        Server.Reply reply = server.get("/api/admin/records?q=" + marker + query, credentials);
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
            assertThat(e.getString("action")).isIn("record.decision", "record.assign");
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

    private JsonObject record(String requestId) {
        Server.Reply reply = server.get("/api/admin/records/" + requestId, Server.COMPLIANCE);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json();
    }

    private void assertRefused(Server.Reply reply, String field) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(400);
        assertThat(reply.json().getString("error")).isEqualTo("invalid_request");
        assertThat(reply.json().getString("field")).isEqualTo(field);
    }

    @Test
    void eachFlaggedAnswerHasASeverityToFilterAndSortBy() {
        String declined = unfaithful("toaster");
        String passed = faithful();

        JsonObject flagged = record(declined);
        String severity = flagged.getString("severity");
        assertThat(severity).as("a decline, high only when it also caught a contradicted claim").isIn("high", "low");
        assertThat(flagged.getString("group_key")).matches("[0-9a-f]{64}");
        assertThat(record(passed).containsKey("severity")).as("a passed answer needs no review").isFalse();
        assertThat(listed("&severity=" + severity)).containsExactly(declined);
        assertThat(listed("&status=all&severity=medium")).isEmpty();
        assertThat(listed("&status=all")).as("newest first").containsExactly(passed, declined);
        assertThat(listed("&status=all&sort=severity")).as("a severity before none").containsExactly(declined, passed);
        assertRefused(server.get("/api/admin/records?severity=urgent", Server.COMPLIANCE), "severity");
        assertRefused(server.get("/api/admin/records?sort=oldest", Server.COMPLIANCE), "sort");
        assertRefused(server.get("/api/admin/records/groups?severity=urgent", Server.COMPLIANCE), "severity");
    }

    @Test
    void repeatsOfAQuestionFormAGroupDecidedAtOnceEachDecisionAudited() {
        String first = unfaithful("kettle");
        String second = unfaithful("kettle");
        String other = unfaithful("iron");

        Server.Reply reply = server.get("/api/admin/records/groups?q=" + marker, Server.COMPLIANCE);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        assertThat(reply.header("X-Total-Count")).isEqualTo("2");
        List<JsonObject> groups = reply.structure().asJsonArray().getValuesAs(JsonObject.class);
        assertThat(groups).extracting(g -> g.getJsonObject("newest").getString("request_id"))
                .containsExactly(other, second);
        JsonObject kettles = groups.get(1);
        assertThat(kettles.getInt("count")).isEqualTo(2);
        assertThat(kettles.getInt("undecided")).isEqualTo(2);
        assertThat(kettles.getString("key")).isEqualTo(record(first).getString("group_key"));
        assertThat(kettles.getString("newest_at")).isNotBlank();

        String decision = "/api/admin/records/groups/" + kettles.getString("key") + "/decision";
        Server.Reply decided = server.post(decision, Server.COMPLIANCE,
                "{\"decision\": \"approved\", \"note\": \"The same false alarm.\"}");
        Server.Reply again = server.post(decision, Server.COMPLIANCE, "{\"decision\": \"approved\"}");

        assertThat(decided.status()).as(decided.body()).isEqualTo(200);
        assertThat(decided.json().getInt("decided")).isEqualTo(2);
        assertThat(again.json().getInt("decided")).as("none left undecided").isZero();
        assertThat(listed("&decision=approved")).containsExactly(second, first);
        assertThat(listed("&decision=none")).containsExactly(other);
        String audit = server.get("/api/admin/audit?action=record.decision&limit=1000", Server.ADMIN).body();
        assertThat(audit).contains("request " + first).contains("request " + second)
                .contains("approved: The same false alarm.");
        assertRefused(server.post(decision, Server.COMPLIANCE,
                "{\"decision\": \"escalated\", \"escalate_to\": \"role:admin\"}"), "escalate_to");
        assertRefused(server.post(decision, Server.COMPLIANCE, "{\"decision\": \"maybe\"}"), "decision");
    }

    @Test
    void manyAnswersAreDecidedAtOnceWithOneNoteAndUnknownIdsNamed() {
        String fan = unfaithful("fan");
        String heater = unfaithful("heater");

        Server.Reply reply = server.post("/api/admin/records/decisions", Server.COMPLIANCE, Json.createObjectBuilder()
                .add("request_ids", Json.createArrayBuilder().add(fan).add(heater).add("no-such-request"))
                .add("decision", "rejected").add("note", "Wrong figures.").build().toString());

        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        assertThat(reply.json().getJsonArray("decided").getValuesAs(JsonString.class))
                .extracting(JsonString::getString).containsExactly(fan, heater);
        assertThat(reply.json().getJsonArray("unknown").getValuesAs(JsonString.class))
                .extracting(JsonString::getString).containsExactly("no-such-request");
        for (String id : List.of(fan, heater)) {
            JsonObject decision = record(id).getJsonArray("decisions").getJsonObject(0);
            assertThat(decision.getString("decision")).isEqualTo("rejected");
            assertThat(decision.getString("note")).isEqualTo("Wrong figures.");
            assertThat(decision.getString("reviewer")).isEqualTo("compliance");
        }
        String tooMany = IntStream.range(0, 501).mapToObj(i -> "\"r" + i + "\"").collect(Collectors.joining(","));
        assertRefused(server.post("/api/admin/records/decisions", Server.COMPLIANCE,
                "{\"request_ids\": [], \"decision\": \"approved\"}"), "request_ids");
        assertRefused(server.post("/api/admin/records/decisions", Server.COMPLIANCE,
                "{\"request_ids\": [" + tooMany + "], \"decision\": \"approved\"}"), "request_ids");
        assertRefused(server.post("/api/admin/records/decisions", Server.COMPLIANCE,
                "{\"request_ids\": [\"" + fan + "\"], \"decision\": \"maybe\"}"), "decision");
        assertThat(server.post("/api/admin/records/decisions", "{\"request_ids\": [\"" + fan + "\"], "
                + "\"decision\": \"approved\"}").status()).isEqualTo(401);
    }

    @Test
    void anAnswerIsAssignedToAUserOrARoleAndFoundByItsAssigneeMeIncluded() {
        String lamp = unfaithful("lamp");
        String clock = unfaithful("clock");
        String radio = unfaithful("radio");

        Server.Reply toUser = server.put("/api/admin/records/" + lamp + "/assignee", Server.ADMIN,
                "{\"assignee\": \"Compliance\"}");
        Server.Reply toRole = server.put("/api/admin/records/" + clock + "/assignee", Server.COMPLIANCE,
                "{\"assignee\": \"role:admin\"}");

        assertThat(toUser.status()).as(toUser.body()).isEqualTo(200);
        assertThat(toUser.json().getString("assignee")).isEqualTo("compliance");
        assertThat(toUser.json().getString("assigned_by")).isEqualTo("admin");
        assertThat(toUser.json().getString("assigned_at")).isNotBlank();
        assertThat(toRole.json().getString("assignee")).isEqualTo("role:admin");
        assertThat(listed("&assignee=me")).as("the compliance officer's own").containsExactly(lamp);
        assertThat(listed(Server.ADMIN, "&assignee=me")).as("the admin's role's").containsExactly(clock);
        assertThat(listed("&assignee=role:admin")).containsExactly(clock);
        assertThat(listed("&assignee=none")).containsExactly(radio);
        assertThat(server.get("/api/admin/records?format=csv&q=" + marker, Server.COMPLIANCE).body().split("\r\n")[0])
                .endsWith(",severity,assignee");

        Server.Reply cleared = server.put("/api/admin/records/" + lamp + "/assignee", Server.COMPLIANCE,
                "{\"assignee\": null}");

        assertThat(cleared.status()).as(cleared.body()).isEqualTo(200);
        assertThat(cleared.json().containsKey("assignee")).isFalse();
        assertThat(listed("&assignee=none")).containsExactly(radio, lamp);
        assertThat(server.get("/api/admin/audit?action=record.assign&limit=1000", Server.ADMIN).body())
                .contains("request " + lamp).contains("request " + clock).contains("role:admin");
        for (String bad : List.of("{\"assignee\": \"role:auditor\"}", "{\"assignee\": \" \"}",
                "{\"assignee\": \"" + "x".repeat(201) + "\"}")) {
            assertRefused(server.put("/api/admin/records/" + lamp + "/assignee", Server.COMPLIANCE, bad), "assignee");
        }
        assertThat(server.put("/api/admin/records/no-such-request/assignee", Server.COMPLIANCE,
                "{\"assignee\": \"carol\"}").status()).isEqualTo(404);
    }

    @Test
    void anEscalationMayNameWhomItGoesToAndIsAssignedToThem() {
        String flagged = unfaithful("drill");

        Server.Reply escalated = decide(flagged, Server.COMPLIANCE,
                "{\"decision\": \"escalated\", \"note\": \"Legal?\", \"escalate_to\": \"role:admin\"}");

        assertThat(escalated.status()).as(escalated.body()).isEqualTo(200);
        assertThat(escalated.json().getString("decision")).isEqualTo("escalated");
        assertThat(escalated.json().getString("assignee")).isEqualTo("role:admin");
        assertThat(escalated.json().getString("assigned_by")).isEqualTo("compliance");
        assertRefused(decide(flagged, Server.COMPLIANCE,
                "{\"decision\": \"approved\", \"escalate_to\": \"role:admin\"}"), "escalate_to");
        assertRefused(decide(flagged, Server.COMPLIANCE,
                "{\"decision\": \"escalated\", \"escalate_to\": \"role:auditor\"}"), "escalate_to");
        assertThat(record(flagged).getJsonArray("decisions")).as("nothing stored by a refused one").hasSize(1);
    }

    @Test
    void nearFindsTheAnswersAValidatorPassedWithinAHairOfItsThreshold() {
        String passed = faithful();

        boolean near = record(passed).getJsonArray("outcomes").getValuesAs(JsonObject.class).stream()
                .filter(o -> o.getString("validator").equals("answer-relevancy"))
                .anyMatch(o -> o.getString("outcome").equals("pass") && o.containsKey("score")
                        && o.containsKey("threshold") && Math.abs(o.getJsonNumber("score").doubleValue()
                                - o.getJsonNumber("threshold").doubleValue()) <= 0.05 + 1e-9);

        assertThat(Set.copyOf(listed("&status=all&near=answer-relevancy")))
                .isEqualTo(near ? Set.of(passed) : Set.of());
        assertThat(listed("&status=all&near=no-such-validator")).isEmpty();
    }
}
