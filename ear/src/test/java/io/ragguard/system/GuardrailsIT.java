package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/** Guard lists through the admin API, and the ethics validator acting on them in the next chat. */
class GuardrailsIT {

    private static final String PATH = "/api/admin/guardrails";
    private static final String QUESTION = "Can you book me a guided tour into an erupting volcano crater?";
    private static final String REFUSAL = "I can't help with that topic.";

    private final Server server = new Server();
    private final List<Long> added = new ArrayList<>();

    @BeforeEach
    void awaitServer() throws InterruptedException {
        server.awaitReady(Duration.ofMinutes(3));
    }

    @AfterEach
    void removeWhatWasAdded() {
        added.forEach(id -> server.delete(PATH + "/" + id, Server.ADMIN));
    }

    @Test
    void refusesAQuestionOnADeniedTopicUntilTheTopicIsRemoved() {
        String topic = "volcano_tours_" + UUID.randomUUID().toString().substring(0, 8);
        Server.Reply created = server.post(PATH, Server.ADMIN, Json.createObjectBuilder()
                .add("kind", "denied_topic").add("tenant", "northwind").add("pattern", topic)
                .add("detail", "Guided tours into erupting volcano craters and visiting active volcanoes.")
                .build().toString());
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        long id = created.json().getJsonNumber("id").longValue();
        added.add(id);
        assertThat(created.json().getString("created_by")).isEqualTo("admin");

        JsonObject refused = server.chat(QUESTION, "northwind").json();

        assertThat(refused.getString("response")).startsWith(REFUSAL);
        JsonObject ethics = refused.getJsonObject("validation_metrics").getJsonObject("validators")
                .getJsonObject("ethics");
        assertThat(ethics.getString("outcome")).isEqualTo("patched");
        assertThat(strings(ethics.getJsonArray("reasons"))).contains("denied_topic:" + topic);
        assertThat(server.chat(QUESTION, "bluebay").json().getString("response")).doesNotStartWith(REFUSAL);

        assertThat(server.delete(PATH + "/" + id, Server.ADMIN).status()).isEqualTo(204);
        added.remove(Long.valueOf(id));

        assertThat(server.chat(QUESTION, "northwind").json().getString("response")).doesNotStartWith(REFUSAL);
        assertThat(server.get("/api/admin/audit?limit=50", Server.ADMIN).body())
                .contains("guardrail.add", "guardrail.remove", topic);
    }

    @Test
    void changesAnEntryLiveThroughPutAudited() {
        String word = "flumbrix" + UUID.randomUUID().toString().substring(0, 6);
        String question = "Where can I buy a " + word + "?";
        Server.Reply created = server.post(PATH, Server.ADMIN, Json.createObjectBuilder()
                .add("kind", "harm_test").add("tenant", "northwind").add("pattern", word).build().toString());
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        long id = created.json().getJsonNumber("id").longValue();
        added.add(id);
        assertThat(ethicsReasons(server.chat(question, "northwind").json())).contains("harmful:test");

        Server.Reply changed = server.put(PATH + "/" + id, Server.ADMIN, Json.createObjectBuilder()
                .add("kind", "harm_test").add("tenant", "bluebay").add("pattern", word).build().toString());

        assertThat(changed.status()).as(changed.body()).isEqualTo(200);
        assertThat(changed.json().getJsonNumber("id").longValue()).isEqualTo(id);
        assertThat(changed.json().getString("tenant")).isEqualTo("bluebay");
        assertThat(changed.json().getString("created_by")).isEqualTo("admin");
        assertThat(ethicsReasons(server.chat(question, "northwind").json())).doesNotContain("harmful:test");
        assertThat(ethicsReasons(server.chat(question, "bluebay").json())).contains("harmful:test");
        assertThat(server.get("/api/admin/audit?action=guardrail.update&limit=20", Server.ADMIN).body())
                .contains("guardrail " + id, "harm_test@northwind: " + word, "harm_test@bluebay: " + word);
    }

    @Test
    void refusesToChangeAnUnknownEntryOrToAnInvalidOne() {
        Server.Reply created = server.post(PATH, Server.ADMIN,
                "{\"kind\": \"harm_test\", \"pattern\": \"zzq-" + UUID.randomUUID() + "\"}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        long id = created.json().getJsonNumber("id").longValue();
        added.add(id);

        Server.Reply missing = server.put(PATH + "/987654321", Server.ADMIN, "{\"kind\": \"harm_test\", \"pattern\": \"x\"}");
        Server.Reply badKind = server.put(PATH + "/" + id, Server.ADMIN, "{\"kind\": \"banned\", \"pattern\": \"x\"}");
        Server.Reply unknownTenant = server.put(PATH + "/" + id, Server.ADMIN,
                "{\"kind\": \"harm_test\", \"tenant\": \"no-such-tenant\", \"pattern\": \"x\"}");
        Server.Reply compliance = server.put(PATH + "/" + id, Server.COMPLIANCE, "{\"kind\": \"harm_test\", \"pattern\": \"x\"}");

        assertThat(missing.status()).isEqualTo(404);
        assertThat(badKind.status()).isEqualTo(400);
        assertThat(badKind.json().getString("field")).isEqualTo("kind");
        assertThat(unknownTenant.status()).isEqualTo(400);
        assertThat(unknownTenant.json().getString("error")).isEqualTo("unknown_tenant");
        assertThat(compliance.status()).isEqualTo(403);
        assertThat(server.get(PATH + "?kind=harm_test", Server.ADMIN).body()).contains(created.json().getString("pattern"));
    }

    /** The reasons the ethics validator gave for an answer. */
    private static List<String> ethicsReasons(JsonObject answer) {
        JsonArray reasons = answer.getJsonObject("validation_metrics").getJsonObject("validators")
                .getJsonObject("ethics").getJsonArray("reasons");
        return reasons == null ? List.of() : strings(reasons);
    }

    @Test
    void listsTheSeededEntriesByKind() {
        Server.Reply reply = server.get(PATH + "?kind=denied_topic", Server.ADMIN);

        assertThat(reply.status()).isEqualTo(200);
        List<JsonObject> entries = reply.structure().asJsonArray().getValuesAs(JsonObject.class);
        assertThat(entries).extracting(e -> e.getString("kind")).containsOnly("denied_topic");
        assertThat(entries).extracting(e -> e.getString("pattern")).contains("weapons", "self_harm");
    }

    @Test
    void rejectsAnInvalidEntryWithA400NamingTheField() {
        Server.Reply badKind = server.post(PATH, Server.ADMIN,
                "{\"kind\": \"banned\", \"pattern\": \"x\"}");
        Server.Reply badRegex = server.post(PATH, Server.ADMIN,
                "{\"kind\": \"identity_claim\", \"pattern\": \"I am (ChatGPT\"}");
        Server.Reply unknownTenant = server.post(PATH, Server.ADMIN,
                "{\"kind\": \"harm_test\", \"tenant\": \"no-such-tenant\", \"pattern\": \"x\"}");

        assertThat(badKind.status()).isEqualTo(400);
        assertThat(badKind.json().getString("field")).isEqualTo("kind");
        assertThat(badRegex.status()).isEqualTo(400);
        assertThat(badRegex.json().getString("field")).isEqualTo("pattern");
        assertThat(unknownTenant.status()).isEqualTo(400);
        assertThat(unknownTenant.json().getString("error")).isEqualTo("unknown_tenant");
    }

    @Test
    void answersAnUnknownEntryWith404AndStrangersWith401() {
        Server.Reply missing = server.delete(PATH + "/987654321", Server.ADMIN);

        assertThat(missing.status()).isEqualTo(404);
        assertThat(missing.json().getString("error")).isEqualTo("not_found");
        assertThat(server.get(PATH, null).status()).isEqualTo(401);
        assertThat(server.get(PATH, Server.COMPLIANCE).status()).isEqualTo(403);
    }

    private static List<String> strings(JsonArray array) {
        return array.getValuesAs(JsonString.class).stream().map(JsonString::getString).toList();
    }
}
