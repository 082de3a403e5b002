package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.time.LocalTime;
import java.util.List;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/** Integration keys through the admin API: made and shown once, listed without their values, revoked, audited. */
class KeysIT {

    private static final String KEYS = "/api/admin/keys";

    private final Server server = new Server();
    private final String name = "shop " + UUID.randomUUID().toString().substring(0, 8);

    private static String request(String name, String... tenants) {
        return Json.createObjectBuilder().add("name", name).add("tenants", Json.createArrayBuilder(List.of(tenants)))
                .add("expires_at", "2099-01-01").add("rate_per_minute", 120).build().toString();
    }

    @Test
    void anAdminMakesAKeyThatIsShownOnceListedWithoutItsValueAndRevoked() {
        Server.Reply created = server.post(KEYS, Server.ADMIN, request(name, "northwind", "bluebay"));

        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String key = created.json().getString("key");
        JsonObject details = created.json().getJsonObject("details");
        assertThat(key).startsWith("rg-");
        assertThat(details.getString("prefix")).isEqualTo(key.substring(0, 7));
        assertThat(details.getJsonArray("tenants").getValuesAs(jakarta.json.JsonString.class))
                .extracting(jakarta.json.JsonString::getString).containsExactly("bluebay", "northwind");
        assertThat(details.getString("expires_at")).startsWith("2099-01-01T00:00");
        assertThat(details.getInt("rate_per_minute")).isEqualTo(120);

        String listed = server.get(KEYS, Server.ADMIN).body();
        assertThat(listed).contains(name).doesNotContain(key);
        assertThat(server.post(KEYS, Server.ADMIN, request(name, "northwind")).json().getString("field"))
                .as("a name is one key's").isEqualTo("name");

        String question = "{\"message\": \"How long is the return window?\", \"tenant\": \"northwind\"}";
        Server.Reply accepted = server.post("/api/chat/rag", Server.key(key), question);
        assertThat(accepted.status()).as(accepted.body()).isEqualTo(200);
        Server.Reply onAdmin = server.get("/api/admin/settings", Server.key(key));
        assertThat(onAdmin.status()).as("a key opens no admin resource").isEqualTo(401);

        long id = details.getJsonNumber("id").longValue();
        Server.Reply revoked = server.post(KEYS + "/" + id + "/revoke", Server.ADMIN, "{}");
        assertThat(revoked.status()).as(revoked.body()).isEqualTo(200);
        assertThat(revoked.json().getString("revoked_by")).isEqualTo("admin");
        Server.Reply refused = server.post("/api/chat/rag", Server.key(key), question);
        assertThat(refused.status()).isEqualTo(401);
        assertThat(refused.json().getString("error")).isEqualTo("invalid_key");
        assertThat(server.post("/api/chat/rag", Server.key("rg-not-a-key"), question).status()).isEqualTo(401);
        String audit = server.get("/api/admin/audit?action=key&limit=50", Server.ADMIN).body();
        assertThat(audit).contains("key.create").contains("key.revoke").contains("key " + name).doesNotContain(key);
    }

    @Test
    void theDemoKeyExistsForTheDemoTenants() {
        assertThat(server.get(KEYS, Server.ADMIN).structure().asJsonArray().getValuesAs(JsonObject.class))
                .anySatisfy(key -> {
                    assertThat(key.getString("name")).isEqualTo("demo");
                    assertThat(key.getString("prefix")).isEqualTo("rg-demo");
                    assertThat(key.getJsonArray("tenants").toString()).contains("northwind").contains("bluebay")
                            .contains("helixpharma").contains("medora");
                });
    }

    @Test
    void refusesABadKeyNamingTheFieldAndAComplianceOfficer() {
        Server.Reply noTenants = server.post(KEYS, Server.ADMIN, "{\"name\": \"x\", \"tenants\": []}");
        Server.Reply unknown = server.post(KEYS, Server.ADMIN, request(name + " u", "nobody"));
        Server.Reply past = server.post(KEYS, Server.ADMIN,
                "{\"name\": \"x\", \"tenants\": [\"northwind\"], \"expires_at\": \"2001-01-01\"}");
        Server.Reply notADate = server.post(KEYS, Server.ADMIN,
                "{\"name\": \"x\", \"tenants\": [\"northwind\"], \"expires_at\": \"soon\"}");
        Server.Reply rate = server.post(KEYS, Server.ADMIN,
                "{\"name\": \"x\", \"tenants\": [\"northwind\"], \"rate_per_minute\": 0}");

        assertThat(noTenants.json().getString("field")).isEqualTo("tenants");
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.json().getString("message")).contains("nobody");
        assertThat(past.json().getString("field")).isEqualTo("expires_at");
        assertThat(notADate.json().getString("field")).isEqualTo("expires_at");
        assertThat(rate.json().getString("field")).isEqualTo("rate_per_minute");
        assertThat(server.get(KEYS, Server.COMPLIANCE).status()).isEqualTo(403);
        assertThat(server.post(KEYS + "/999999999/revoke", Server.ADMIN, "{}").status()).isEqualTo(404);
    }

    @Test
    void theAnsweringEndpointsTakeAKeyAndNothingElse() {
        String question = "{\"message\": \"How long is the return window?\", \"tenant\": \"northwind\"}";
        for (String path : List.of("/api/chat/rag", "/api/validate", "/v1/chat/completions")) {
            Server.Reply none = server.post(path, Server.ANONYMOUS, question);
            Server.Reply login = server.post(path, Server.ADMIN, question);

            assertThat(none.status()).as(path + ": " + none.body()).isEqualTo(401);
            assertThat(none.header("WWW-Authenticate")).as(path).startsWith("Bearer");
            assertThat(login.status()).as(path + " with a login").isEqualTo(401);
            if (path.startsWith("/v1")) {
                assertThat(none.json().getJsonObject("error").getString("code")).isEqualTo("key_required");
                assertThat(none.json().getJsonObject("error").getString("type")).isEqualTo("authentication_error");
            } else {
                assertThat(none.json().getString("error")).isEqualTo("key_required");
            }
        }
        assertThat(server.get("/api/knowledge?tenant=northwind", Server.ANONYMOUS).status()).isEqualTo(401);
    }

    @Test
    void aConversationIsContinuedOnlyByTheKeyThatBeganItAndOtherIdsGetOneAnswer() {
        String first = Server.key(server.post(KEYS, Server.ADMIN, request(name + " first", "northwind")).json()
                .getString("key"));
        String second = Server.key(server.post(KEYS, Server.ADMIN, request(name + " second", "northwind")).json()
                .getString("key"));
        String conversation = server.chat("Tell me about express shipping.", "northwind", first).json()
                .getString("conversation_id");

        Server.Reply own = server.post("/api/chat/rag", first, followUp(conversation, "northwind"));
        Server.Reply other = server.post("/api/chat/rag", second, followUp(conversation, "northwind"));
        Server.Reply none = server.post("/api/chat/rag", second, followUp("no-such-conversation-42", "northwind"));
        Server.Reply otherTenant = server.post("/api/chat/rag", Server.DEMO_KEY, followUp(conversation, "bluebay"));

        assertThat(own.status()).as(own.body()).isEqualTo(200);
        assertThat(own.json().getString("response")).contains("$14.95");
        for (Server.Reply refused : List.of(other, none, otherTenant)) {
            assertThat(refused.status()).as(refused.body()).isEqualTo(403);
            assertThat(refused.json().getString("error")).isEqualTo("conversation_not_allowed");
            assertThat(refused.json().getString("field")).isEqualTo("conversation_id");
            assertThat(refused.body()).doesNotContain("shipping").doesNotContain("$14.95");
        }
        assertThat(other.json().getString("message").replace(conversation, "ID"))
                .isEqualTo(none.json().getString("message").replace("no-such-conversation-42", "ID"))
                .isEqualTo(otherTenant.json().getString("message").replace(conversation, "ID"));
    }

    private static String followUp(String conversation, String tenant) {
        return Json.createObjectBuilder().add("message", "How much does it cost?").add("tenant", tenant)
                .add("conversation_id", conversation).build().toString();
    }

    @Test
    void whatAKeyCannotOpenIsRefusedAsJsonLikeEveryOtherRefusal() {
        for (String path : List.of("/api/knowledge/jobs", "/api/knowledge/jobs/1", "/api/admin/settings",
                "/api/admin/knowledge/gaps")) {
            Server.Reply refused = server.get(path, Server.DEMO_KEY);

            assertThat(refused.status()).as(path).isEqualTo(401);
            assertThat(refused.header("Content-Type")).as(path).startsWith("application/json");
            assertThat(refused.json().getString("error")).as(path).isEqualTo("credentials_required");
            assertThat(String.valueOf(refused.header("WWW-Authenticate"))).as(path).doesNotContain("defaultRealm");
        }
    }

    @Test
    void aKeyReadsItsTenantsKnowledgeAndNoOtherTenants() {
        Server.Reply created = server.post(KEYS, Server.ADMIN, request(name + " reader", "northwind", "bluebay"));
        String key = Server.key(created.json().getString("key"));

        Server.Reply own = server.get("/api/knowledge?tenant=northwind&max=5", key);
        Server.Reply other = server.get("/api/knowledge?tenant=medora", key);
        Server.Reply unnamed = server.get("/api/knowledge", key);
        Server.Reply medoraPage = server.get("/api/knowledge?tenant=medora&max=1", Server.ADMIN);
        long medoraDocument = medoraPage.json().getJsonArray("items").getJsonObject(0).getJsonNumber("id").longValue();
        long northwindDocument = own.json().getJsonArray("items").getJsonObject(0).getJsonNumber("id").longValue();

        assertThat(own.status()).as(own.body()).isEqualTo(200);
        assertThat(own.json().getJsonArray("items")).isNotEmpty().allSatisfy(item ->
                assertThat(item.asJsonObject().getString("tenant")).isEqualTo("northwind"));
        assertThat(other.status()).isEqualTo(403);
        assertThat(other.json().getString("error")).isEqualTo("tenant_not_allowed");
        assertThat(unnamed.status()).as("a key of two tenants names one").isEqualTo(400);
        assertThat(unnamed.json().getString("field")).isEqualTo("tenant");
        assertThat(server.get("/api/knowledge/" + northwindDocument, key).status()).isEqualTo(200);
        assertThat(server.get("/api/knowledge/" + northwindDocument + "/chunks", key).status()).isEqualTo(200);
        assertThat(server.get("/api/knowledge/" + medoraDocument, key).status()).isEqualTo(403);
        assertThat(server.get("/api/knowledge/" + medoraDocument + "/chunks", key).status()).isEqualTo(403);
        assertThat(server.get("/api/knowledge/jobs", key).status()).as("indexing jobs are the admins'").isEqualTo(401);
        assertThat(server.delete("/api/knowledge/" + northwindDocument, key).status()).isEqualTo(401);
    }

    @Test
    void recordsAndMetricsNameTheKeyNeverItsValue() {
        Server.Reply created = server.post(KEYS, Server.ADMIN, request(name, "northwind"));
        String value = created.json().getString("key");

        Server.Reply answered = server.post("/api/chat/rag", Server.key(value),
                "{\"message\": \"How long is the return window?\", \"tenant\": \"northwind\"}");
        String requestId = answered.json().getString("request_id");

        Server.Reply record = server.get("/api/admin/records/" + requestId, Server.COMPLIANCE);
        assertThat(record.json().getString("key_name")).isEqualTo(name);
        assertThat(record.body()).doesNotContain(value);
        String csv = server.get("/api/admin/records?format=csv&status=all&q=return%20window&tenant=northwind", Server.COMPLIANCE)
                .body();
        assertThat(csv.lines().findFirst().orElseThrow()).contains("key_name");
        assertThat(csv).contains(name).doesNotContain(value);
        String metrics = server.get("/metrics?scope=application", null).body();
        assertThat(metrics).containsPattern("ragguard_key_answers_total\\{[^}]*key=\"" + name + "\"")
                .doesNotContain(value);
    }

    @Test
    void aKeyUsesOnlyItsTenantsAndWaitsPastItsRate() throws InterruptedException {
        Server.Reply created = server.post(KEYS, Server.ADMIN, Json.createObjectBuilder().add("name", name + " scoped")
                .add("tenants", Json.createArrayBuilder().add("northwind")).add("rate_per_minute", 3).build()
                .toString());
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String key = Server.key(created.json().getString("key"));
        awaitFreshMinute();

        Server.Reply own = server.post("/api/chat/rag", key,
                "{\"message\": \"How long is the return window?\", \"tenant\": \"northwind\"}");
        Server.Reply other = server.post("/api/chat/rag", key,
                "{\"message\": \"How long is the return window?\", \"tenant\": \"bluebay\"}");
        Server.Reply otherValidated = server.post("/api/validate", key, Json.createObjectBuilder()
                .add("tenant", "bluebay").add("question", "q?").add("answer", "a.")
                .add("contexts", Json.createArrayBuilder().add("c.")).build().toString());
        Server.Reply overRate = server.post("/api/chat/rag", key,
                "{\"message\": \"How long is the return window?\", \"tenant\": \"northwind\"}");

        assertThat(own.status()).as(own.body()).isEqualTo(200);
        assertThat(other.status()).isEqualTo(403);
        assertThat(other.json().getString("error")).isEqualTo("tenant_not_allowed");
        assertThat(otherValidated.status()).isEqualTo(403);
        assertThat(overRate.status()).as("the fourth request within a minute").isEqualTo(429);
        assertThat(overRate.json().getString("error")).isEqualTo("rate_limited");
        assertThat(Integer.parseInt(overRate.header("Retry-After"))).isBetween(1, 60);
    }

    /** The rate counts clock minutes: a test of it starts early in one, so that its requests share it. */
    private static void awaitFreshMinute() throws InterruptedException {
        int second = LocalTime.now().getSecond();
        if (second > 45) {
            Thread.sleep((61 - second) * 1000L);
        }
    }
}
