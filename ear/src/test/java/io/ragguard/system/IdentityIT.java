package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A tenant's identity prompt through the admin API: versions, publishing, rollback, audit and refusals. */
class IdentityIT {

    private static final String PATH = "/api/admin/tenants/bluebay/identity";

    private final Server server = new Server();
    private int original;

    @BeforeEach
    void rememberTheActiveVersion() {
        original = server.get(PATH, Server.ADMIN).json().getJsonObject("active").getInt("version");
    }

    @AfterEach
    void restoreIt() {
        server.post(PATH + "/" + original + "/activate", Server.ADMIN, "{}");
    }

    private static String draft(String text) {
        return Json.createObjectBuilder().add("text", text).build().toString();
    }

    @Test
    void publishesANewActiveVersionAndRollsBackToTheEarlierOneBothAudited() {
        Server.Reply published = server.post(PATH, Server.ADMIN, draft("You answer for Bluebay Aquarium, briefly."));

        assertThat(published.status()).as(published.body()).isEqualTo(200);
        JsonObject active = published.json().getJsonObject("active");
        assertThat(active.getInt("version")).isGreaterThan(original);
        assertThat(active.getString("text")).isEqualTo("You answer for Bluebay Aquarium, briefly.");
        assertThat(active.getString("created_by")).isEqualTo("admin");
        assertThat(active.getString("created_at")).isNotBlank();
        List<Integer> versions = published.json().getJsonArray("versions").getValuesAs(JsonObject.class).stream()
                .map(v -> v.getInt("version")).toList();
        assertThat(versions).startsWith(active.getInt("version")).contains(original);

        Server.Reply rolledBack = server.post(PATH + "/" + original + "/activate", Server.ADMIN, "{}");

        assertThat(rolledBack.status()).as(rolledBack.body()).isEqualTo(200);
        assertThat(rolledBack.json().getJsonObject("active").getInt("version")).isEqualTo(original);
        assertThat(server.get("/api/admin/audit?limit=20", Server.ADMIN).body()).contains("identity.publish")
                .contains("identity.activate").contains("tenant bluebay");
    }

    @Test
    void refusesAnEmptyTextAnUnknownTenantOrVersionAndAComplianceOfficer() {
        Server.Reply empty = server.post(PATH, Server.ADMIN, draft("  "));
        Server.Reply noTenant = server.get("/api/admin/tenants/nobody/identity", Server.ADMIN);
        Server.Reply noVersion = server.post(PATH + "/9999/activate", Server.ADMIN, "{}");
        Server.Reply compliance = server.post(PATH, Server.COMPLIANCE, draft("Hijacked."));

        assertThat(empty.status()).isEqualTo(400);
        assertThat(empty.json().getString("field")).isEqualTo("text");
        assertThat(noTenant.status()).isEqualTo(404);
        assertThat(noVersion.status()).isEqualTo(404);
        assertThat(compliance.status()).isEqualTo(403);
        assertThat(server.get(PATH, Server.ADMIN).json().getJsonObject("active").getInt("version"))
                .as("nothing published by a refused request").isEqualTo(original);
    }
}
