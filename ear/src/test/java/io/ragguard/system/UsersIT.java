package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/** Named users through the admin API: made, listed without a password, changed, disabled, audited. */
class UsersIT {

    private static final String USERS = "/api/admin/users";

    private final Server server = new Server();
    private final String name = "reviewer-" + UUID.randomUUID().toString().substring(0, 8);

    private static String request(String name, String password, String... roles) {
        return Json.createObjectBuilder().add("name", name).add("display_name", "Rev " + name)
                .add("roles", Json.createArrayBuilder(List.of(roles))).add("password", password).build().toString();
    }

    private Server.Reply patch(String user, String json) {
        return server.sendRaw("PATCH", USERS + "/" + user, Server.ADMIN, json);
    }

    @Test
    void anAdminMakesAUserThatIsListedWithoutItsPasswordChangedAndDisabled() {
        Server.Reply created = server.post(USERS, Server.ADMIN, request(name.toUpperCase(), "a long secret phrase",
                "compliance"));

        assertThat(created.status()).as(created.body()).isEqualTo(201);
        assertThat(created.header("Location")).endsWith(USERS + "/" + name);
        JsonObject made = created.json();
        assertThat(made.getString("name")).as("stored in lower case").isEqualTo(name);
        assertThat(made.getString("display_name")).isEqualTo("Rev " + name.toUpperCase());
        assertThat(made.getJsonArray("roles").getValuesAs(JsonString.class)).extracting(JsonString::getString)
                .containsExactly("compliance");
        assertThat(made.getBoolean("enabled")).isTrue();
        assertThat(made.getString("source")).isEqualTo("database");
        assertThat(made.getString("created_by")).isEqualTo("admin");
        assertThat(created.body()).doesNotContain("a long secret phrase").doesNotContain("pbkdf2")
                .doesNotContain("password");

        String listed = server.get(USERS, Server.ADMIN).body();
        assertThat(listed).contains("\"" + name + "\"").contains("\"configured\"").doesNotContain("pbkdf2");
        assertThat(server.get(USERS + "/" + name.toUpperCase(), Server.ADMIN).json().getString("name"))
                .isEqualTo(name);

        Server.Reply changed = patch(name, "{\"roles\": [\"admin\", \"compliance\"], \"password\": "
                + "\"another long secret\"}");
        assertThat(changed.status()).as(changed.body()).isEqualTo(200);
        assertThat(changed.json().getJsonArray("roles").toString()).contains("admin").contains("compliance");
        assertThat(changed.json().getString("updated_by")).isEqualTo("admin");

        Server.Reply disabled = patch(name, "{\"enabled\": false}");
        assertThat(disabled.status()).as(disabled.body()).isEqualTo(200);
        assertThat(disabled.json().getBoolean("enabled")).isFalse();

        String audit = server.get("/api/admin/audit?action=user&limit=50", Server.ADMIN).body();
        assertThat(audit).contains("user.create").contains("user.update").contains("user.disable")
                .contains("user " + name).contains("password changed")
                .doesNotContain("a long secret phrase").doesNotContain("another long secret");
    }

    @Test
    void refusesBadInputNamingTheField() {
        Server.Reply badName = server.post(USERS, Server.ADMIN, request("two words", "a long secret phrase", "admin"));
        Server.Reply noRoles = server.post(USERS, Server.ADMIN, request(name, "a long secret phrase"));
        Server.Reply badRole = server.post(USERS, Server.ADMIN, request(name, "a long secret phrase", "root"));
        Server.Reply shortPassword = server.post(USERS, Server.ADMIN, request(name, "short", "admin"));
        Server.Reply configured = server.post(USERS, Server.ADMIN, request("admin", "a long secret phrase", "admin"));
        Server.Reply notJson = server.post(USERS, Server.ADMIN, "{\"name\": ");

        assertThat(badName.status()).isEqualTo(400);
        assertThat(badName.json().getString("error")).isEqualTo("invalid_request");
        assertThat(badName.json().getString("field")).isEqualTo("name");
        assertThat(noRoles.json().getString("field")).isEqualTo("roles");
        assertThat(badRole.json().getString("field")).isEqualTo("roles");
        assertThat(shortPassword.json().getString("field")).isEqualTo("password");
        assertThat(configured.json().getString("field")).isEqualTo("name");
        assertThat(configured.json().getString("message")).contains("configuration");
        assertThat(notJson.json().getString("error")).isEqualTo("malformed_json");
        assertThat(server.get(USERS + "/" + name, Server.ADMIN).status()).as("nothing was made").isEqualTo(404);

        assertThat(server.post(USERS, Server.ADMIN, request(name, "a long secret phrase", "compliance")).status())
                .isEqualTo(201);
        assertThat(server.post(USERS, Server.ADMIN, request(name, "a long secret phrase", "compliance")).json()
                .getString("field")).as("a name is one user's").isEqualTo("name");
        assertThat(patch(name, "{\"display_name\": \"" + "x".repeat(201) + "\"}").json().getString("field"))
                .isEqualTo("display_name");
        assertThat(patch("admin", "{\"enabled\": false}").status()).as("a configured login").isEqualTo(400);
        assertThat(patch("nobody-" + name, "{\"enabled\": false}").status()).isEqualTo(404);
    }

    @Test
    void aComplianceOfficerMayNotManageUsers() {
        assertThat(server.get(USERS, Server.COMPLIANCE).status()).isEqualTo(403);
        assertThat(server.post(USERS, Server.COMPLIANCE, request(name, "a long secret phrase", "admin")).status())
                .isEqualTo(403);
        assertThat(server.sendRaw("PATCH", USERS + "/dana", Server.COMPLIANCE, "{\"enabled\": false}").status())
                .isEqualTo(403);
        assertThat(server.get(USERS, Server.ANONYMOUS).status()).isEqualTo(401);
    }

    @Test
    void theDemoDataHasTwoNamedReviewers() {
        List<JsonObject> users = server.get(USERS, Server.ADMIN).structure().asJsonArray()
                .getValuesAs(JsonObject.class);

        assertThat(users).anySatisfy(user -> {
            assertThat(user.getString("name")).isEqualTo("dana");
            assertThat(user.getString("display_name")).isEqualTo("Dana Whitfield");
            assertThat(user.getJsonArray("roles").toString()).isEqualTo("[\"compliance\"]");
        });
        assertThat(users).anySatisfy(user -> assertThat(user.getString("display_name")).isEqualTo("Omar Haddad"));
    }
}
