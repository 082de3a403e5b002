package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tenants through the admin API: a new tenant answers at once from its own empty index with identity
 * version 1; it is changed, its terms set and removed, bad requests refused; deleting it removes what
 * was kept for it, keeps its validation records, and a new tenant of the same id starts empty. Every
 * change is audited.
 */
class TenantsIT {

    private static final String PATH = "/api/admin/tenants";
    private static final String QUESTION = "How long does the Halcyon stove warranty last?";

    private final Server server = new Server();
    /** A tenant no earlier run can have left behind. */
    private final String id = "it-" + UUID.randomUUID().toString().substring(0, 8);

    @BeforeEach
    void awaitServer() throws InterruptedException {
        server.awaitReady(Duration.ofMinutes(3));
    }

    @AfterEach
    void deleteTheTenant() {
        server.delete(PATH + "/" + id, Server.ADMIN);
    }

    private static String json(JsonObjectBuilder body) {
        return body.build().toString();
    }

    private Server.Reply create(String name, String domain, Map<String, String> terms) {
        JsonObjectBuilder catalog = Json.createObjectBuilder();
        terms.forEach(catalog::add);
        return server.post(PATH, Server.ADMIN, json(Json.createObjectBuilder().add("id", id).add("name", name)
                .add("domain", domain).add("terms", catalog)));
    }

    private String audit(String action) {
        Server.Reply reply = server.get("/api/admin/audit?limit=200&action=" + action, Server.ADMIN);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.body();
    }

    @Test
    void createsATenantThatAnswersAtOnceFromItsEmptyIndexWithIdentityVersionOne() {
        Server.Reply created = create("Halcyon Outdoor", "outdoor", Map.of("customer", "camper"));

        assertThat(created.status()).as(created.body()).isEqualTo(201);
        assertThat(created.header("Location")).endsWith(PATH + "/" + id);
        assertThat(created.json().getString("name")).isEqualTo("Halcyon Outdoor");
        assertThat(created.json().getString("domain")).isEqualTo("outdoor");
        assertThat(created.json().getJsonObject("terms").getString("customer")).isEqualTo("camper");
        assertThat(server.get(PATH + "/" + id, Server.ADMIN).json()).isEqualTo(created.json());
        assertThat(server.get(PATH, Server.ADMIN).structure().asJsonArray().getValuesAs(JsonObject.class))
                .extracting(t -> t.getString("id")).contains(id, "northwind");

        JsonObject identity = server.get(PATH + "/" + id + "/identity", Server.ADMIN).json();
        assertThat(identity.getJsonObject("active").getInt("version")).isEqualTo(1);
        assertThat(identity.getJsonObject("active").getString("text")).contains("Halcyon Outdoor");
        assertThat(identity.getJsonObject("active").getString("created_by")).isEqualTo("admin");
        assertThat(identity.getJsonArray("versions")).hasSize(1);

        Server.Reply answer = server.chat(QUESTION, id, server.newKey("tenant " + id, id));
        assertThat(answer.status()).as(answer.body()).isEqualTo(200);
        assertThat(answer.json().getString("response")).startsWith("I don't know");
        assertThat(answer.json().getJsonArray("context_used")).isEmpty();
        JsonObject record = server.get("/api/admin/records/" + answer.json().getString("request_id"),
                Server.COMPLIANCE).json();
        assertThat(record.getString("tenant")).isEqualTo(id);
        assertThat(server.get("/api/knowledge?tenant=" + id, Server.ADMIN).json().getJsonArray("items")).isEmpty();

        assertThat(audit("tenant")).contains("tenant.create", "tenant " + id, "Halcyon Outdoor (outdoor), 1 term");
        assertThat(audit("identity.publish")).contains("tenant " + id);
    }

    @Test
    void deletesATenantWithWhatWasKeptForItKeepsItsRecordsAndANewTenantOfItsIdStartsEmpty() {
        assertThat(create("Halcyon Outdoor", "outdoor", Map.of()).status()).isEqualTo(201);
        Server.Reply upload = server.post("/api/knowledge", Server.ADMIN, json(Json.createObjectBuilder()
                .add("tenant", id).add("title", "Stove warranty").add("source_id", "halcyon/warranty")
                .add("content", "The Halcyon stove warranty lasts 9 years. Repairs under the warranty are free.")));
        long document = server.indexed(upload);
        String key = server.newKey("tenant " + id, id);
        Server.Reply grounded = server.chat(QUESTION, id, key);
        assertThat(grounded.status()).as(grounded.body()).isEqualTo(200);
        assertThat(grounded.json().getJsonArray("context_used").getValuesAs(JsonObject.class))
                .extracting(c -> c.getString("source_id")).contains("halcyon/warranty");
        String requestId = grounded.json().getString("request_id");
        assertThat(server.put("/api/admin/settings/tenant." + id + ".tone.style", Server.ADMIN,
                "{\"value\": \"friendly\"}").status()).isEqualTo(200);
        assertThat(server.post("/api/admin/guardrails", Server.ADMIN, json(Json.createObjectBuilder()
                .add("kind", "harm_test").add("tenant", id).add("pattern", "flumbrix"))).status()).isEqualTo(201);

        Server.Reply deleted = server.delete(PATH + "/" + id, Server.ADMIN);

        assertThat(deleted.status()).as(deleted.body()).isEqualTo(204);
        assertThat(server.get(PATH + "/" + id, Server.ADMIN).status()).isEqualTo(404);
        assertThat(server.get(PATH + "/" + id + "/identity", Server.ADMIN).status()).isEqualTo(404);
        assertThat(server.get("/api/knowledge/" + document, Server.ADMIN).status()).isEqualTo(404);
        assertThat(server.get("/api/admin/guardrails", Server.ADMIN).body()).doesNotContain("\"" + id + "\"");
        assertThat(server.get("/api/admin/settings", Server.ADMIN).body()).doesNotContain("tenant." + id + ".");
        Server.Reply refused = server.chat(QUESTION, id, key);
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.json().getString("error")).isEqualTo("unknown_tenant");
        JsonObject record = server.get("/api/admin/records/" + requestId, Server.COMPLIANCE).json();
        assertThat(record.getString("tenant")).as("validation records stay").isEqualTo(id);
        assertThat(audit("tenant.delete")).contains("tenant " + id, "Halcyon Outdoor (outdoor)");
        assertThat(audit("setting.reset")).contains("tenant." + id + ".tone.style");
        assertThat(audit("guardrail.remove")).contains("harm_test@" + id + ": flumbrix");

        assertThat(create("Halcyon Again", "outdoor", Map.of()).status()).isEqualTo(201);
        Server.Reply fresh = server.chat(QUESTION, id, server.newKey("tenant again " + id, id));
        assertThat(fresh.status()).as(fresh.body()).isEqualTo(200);
        assertThat(fresh.json().getJsonArray("context_used")).as("the deleted tenant's index went with it").isEmpty();
        assertThat(server.get(PATH + "/" + id + "/identity", Server.ADMIN).json().getJsonArray("versions"))
                .hasSize(1);
    }

    @Test
    void changesNameDomainAndTermsEachChangeAudited() {
        assertThat(create("Halcyon Outdoor", "outdoor", Map.of("customer", "camper")).status()).isEqualTo(201);

        Server.Reply renamed = server.put(PATH + "/" + id, Server.ADMIN,
                json(Json.createObjectBuilder().add("name", "Halcyon Gear").add("domain", "retail")));
        Server.Reply termSet = server.put(PATH + "/" + id + "/terms/gift_card", Server.ADMIN,
                "{\"term\": \"Halcyon Card\"}");
        Server.Reply termRemoved = server.delete(PATH + "/" + id + "/terms/gift_card", Server.ADMIN);
        Server.Reply removedAgain = server.delete(PATH + "/" + id + "/terms/gift_card", Server.ADMIN);
        Server.Reply replaced = server.put(PATH + "/" + id, Server.ADMIN, json(Json.createObjectBuilder()
                .add("id", id).add("name", "Halcyon Gear").add("domain", "retail")
                .add("terms", Json.createObjectBuilder().add("associate", "guide"))));

        assertThat(renamed.status()).as(renamed.body()).isEqualTo(200);
        assertThat(renamed.json().getString("name")).isEqualTo("Halcyon Gear");
        assertThat(renamed.json().getString("domain")).isEqualTo("retail");
        assertThat(renamed.json().getJsonObject("terms").getString("customer")).as("kept").isEqualTo("camper");
        assertThat(termSet.status()).as(termSet.body()).isEqualTo(200);
        assertThat(termSet.json().getJsonObject("terms").getString("gift_card")).isEqualTo("Halcyon Card");
        assertThat(termRemoved.status()).isEqualTo(204);
        assertThat(removedAgain.status()).isEqualTo(404);
        assertThat(replaced.status()).as(replaced.body()).isEqualTo(200);
        assertThat(replaced.json().getJsonObject("terms")).isEqualTo(Json.createObjectBuilder()
                .add("associate", "guide").build());
        assertThat(audit("tenant.update")).contains("tenant " + id, "Halcyon Outdoor (outdoor)", "Halcyon Gear (retail)");
        assertThat(audit("term")).contains("term.put", "term.remove", "gift_card = Halcyon Card",
                "customer = camper", "associate = guide");
    }

    @Test
    void refusesBadInputNamingTheFieldAndTheDefaultTenantsDeletion() {
        assertThat(create("Halcyon Outdoor", "outdoor", Map.of()).status()).isEqualTo(201);
        String defaultTenant = server.get("/api/admin/settings/chat.default.tenant", Server.ADMIN).json()
                .getString("value");

        assertThat(field(server.post(PATH, Server.ADMIN, "{\"id\": \"Bad Id\", \"name\": \"X\", \"domain\": \"x\"}"),
                400)).isEqualTo("id");
        assertThat(field(server.post(PATH, Server.ADMIN, "{\"id\": \"it-ok\", \"name\": \" \", \"domain\": \"x\"}"),
                400)).isEqualTo("name");
        assertThat(field(server.post(PATH, Server.ADMIN, "{\"id\": \"it-ok\", \"name\": \"X\", \"domain\": \"Retail\"}"),
                400)).isEqualTo("domain");
        assertThat(field(server.post(PATH, Server.ADMIN,
                "{\"id\": \"it-ok\", \"name\": \"X\", \"domain\": \"x\", \"terms\": {\"Gift Card\": \"y\"}}"), 400))
                .isEqualTo("terms");
        Server.Reply taken = server.post(PATH, Server.ADMIN,
                "{\"id\": \"" + id + "\", \"name\": \"Again\", \"domain\": \"x\"}");
        assertThat(field(taken, 409)).isEqualTo("id");
        assertThat(taken.json().getString("error")).isEqualTo("tenant_exists");
        assertThat(field(server.put(PATH + "/" + id, Server.ADMIN,
                "{\"id\": \"other\", \"name\": \"X\", \"domain\": \"x\"}"), 400)).isEqualTo("id");
        assertThat(field(server.put(PATH + "/" + id + "/terms/Gift-Card", Server.ADMIN, "{\"term\": \"y\"}"), 400))
                .isEqualTo("canonical");
        assertThat(field(server.put(PATH + "/" + id + "/terms/gift_card", Server.ADMIN, "{\"term\": \"\"}"), 400))
                .isEqualTo("term");
        assertThat(server.post(PATH, Server.ADMIN, "{\"id\": ").status()).isEqualTo(400);
        Server.Reply defaultRefused = server.delete(PATH + "/" + defaultTenant, Server.ADMIN);
        assertThat(defaultRefused.status()).isEqualTo(409);
        assertThat(defaultRefused.json().getString("error")).isEqualTo("default_tenant");
        assertThat(server.get(PATH + "/" + defaultTenant, Server.ADMIN).status()).isEqualTo(200);

        for (Server.Reply missing : List.of(server.get(PATH + "/it-nobody", Server.ADMIN),
                server.put(PATH + "/it-nobody", Server.ADMIN, "{\"name\": \"X\", \"domain\": \"x\"}"),
                server.delete(PATH + "/it-nobody", Server.ADMIN),
                server.put(PATH + "/it-nobody/terms/customer", Server.ADMIN, "{\"term\": \"y\"}"))) {
            assertThat(missing.status()).as(missing.body()).isEqualTo(404);
            assertThat(missing.json().getString("error")).isEqualTo("not_found");
        }
        assertThat(server.get(PATH, null).status()).isEqualTo(401);
        assertThat(server.get(PATH, Server.COMPLIANCE).status()).isEqualTo(403);
        assertThat(server.delete(PATH + "/" + id, Server.COMPLIANCE).status()).isEqualTo(403);
        assertThat(server.get(PATH + "/" + id, Server.ADMIN).json().getString("name")).as("nothing changed")
                .isEqualTo("Halcyon Outdoor");
    }

    /** The field a refusal with this status names. */
    private static String field(Server.Reply reply, int status) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(status);
        return reply.json().getString("field");
    }
}
