package io.ragguard.system;

import jakarta.json.Json;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Tone styles chosen live, globally or for one tenant, and refused when there is no such style or tenant;
 * styles an admin creates, changes, previews and deletes through {@code /api/admin/tone-styles}.
 */
class ToneIT {

    private final Server server = new Server();

    private static final String STYLES = "/api/admin/tone-styles";

    @AfterEach
    void restore() {
        server.reset("tone.style");
        server.reset("tenant.northwind.tone.style");
        server.delete(STYLES + "/terse", Server.ADMIN);
    }

    private static String terse(int maxWords) {
        return Json.createObjectBuilder().add("name", "terse").add("description", "Short, no pleasantries")
                .add("contractions", "expand").add("max_sentence_words", maxWords)
                .add("guidance", "Answer in short sentences.").build().toString();
    }

    @Test
    void aTenantsOwnStyleAppliesToItsAnswersAndTheGoldenAnswerKeepsItsFacts() {
        server.set("tenant.northwind.tone.style", Json.createValue("scholarly"));

        Server.Reply reply = server.chat("Do Adventure Cards expire or carry any inactivity fees?", "northwind");

        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        String answer = reply.json().getString("response");
        assertThat(answer).as("scholarly expands contractions").doesNotContain("n't")
                .containsIgnoringCase("do not expire");
        assertThat(reply.json().getJsonObject("validation_metrics").getBoolean("passed")).isTrue();
    }

    @Test
    void takesEveryBuiltInStyleAndRefusesAnUnknownStyleOrTenant() {
        for (String style : new String[] {"neutral", "friendly", "scholarly"}) {
            Server.Reply set = server.put("/api/admin/settings/tone.style", Server.ADMIN,
                    "{\"value\": \"" + style + "\"}");
            assertThat(set.status()).as(style).isEqualTo(200);
        }
        Server.Reply unknown = server.put("/api/admin/settings/tone.style", Server.ADMIN, "{\"value\": \"pirate\"}");
        Server.Reply noTenant = server.put("/api/admin/settings/tenant.nobody.tone.style", Server.ADMIN,
                "{\"value\": \"friendly\"}");

        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.body()).contains("neutral").contains("friendly").contains("scholarly");
        assertThat(noTenant.status()).isEqualTo(400);
    }

    @Test
    void anAdminCreatesPreviewsUsesChangesAndDeletesAStyleAllAudited() {
        Server.Reply created = server.post(STYLES, Server.ADMIN, terse(20));
        Server.Reply twice = server.post(STYLES, Server.ADMIN, terse(20));

        assertThat(created.status()).as(created.body()).isEqualTo(201);
        assertThat(created.json().getString("contractions")).isEqualTo("expand");
        assertThat(created.json().getBoolean("built_in")).isFalse();
        assertThat(twice.status()).isEqualTo(409);
        assertThat(server.get(STYLES, Server.ADMIN).body()).contains("\"neutral\"").contains("\"terse\"");

        Server.Reply preview = server.post(STYLES + "/preview", Server.ADMIN, Json.createObjectBuilder()
                .add("name", "terse").add("text", "Sure! You can't return opened items after 30 days [1].")
                .build().toString());
        assertThat(preview.status()).as(preview.body()).isEqualTo(200);
        assertThat(preview.json().getString("text")).isEqualTo("You cannot return opened items after 30 days [1].");

        server.set("tenant.northwind.tone.style", Json.createValue("terse"));
        Server.Reply answer = server.chat("Do Adventure Cards expire or carry any inactivity fees?", "northwind");
        assertThat(answer.status()).as(answer.body()).isEqualTo(200);
        assertThat(answer.json().getString("response")).doesNotContain("n't").containsIgnoringCase("do not expire");

        Server.Reply inUse = server.delete(STYLES + "/terse", Server.ADMIN);
        assertThat(inUse.status()).isEqualTo(409);
        assertThat(inUse.json().getString("message")).contains("tenant.northwind.tone.style");

        Server.Reply changed = server.put(STYLES + "/terse", Server.ADMIN, terse(15));
        assertThat(changed.status()).as(changed.body()).isEqualTo(200);
        assertThat(changed.json().getInt("max_sentence_words")).isEqualTo(15);
        assertThat(changed.json().getJsonArray("used_by").getString(0)).isEqualTo("tenant.northwind.tone.style");

        server.reset("tenant.northwind.tone.style");
        assertThat(server.delete(STYLES + "/terse", Server.ADMIN).status()).isEqualTo(204);
        assertThat(server.get(STYLES + "/terse", Server.ADMIN).status()).isEqualTo(404);
        assertThat(server.get("/api/admin/audit?action=tone&limit=10", Server.ADMIN).body())
                .contains("tone.create").contains("tone.update").contains("tone.delete").contains("tone style terse");
    }

    @Test
    void refusesABuiltInNameABadFieldAndAComplianceOfficer() {
        Server.Reply builtIn = server.put(STYLES + "/friendly", Server.ADMIN, "{\"description\": \"mine\"}");
        Server.Reply badName = server.post(STYLES, Server.ADMIN, "{\"name\": \"Not A Name\", \"description\": \"x\"}");
        Server.Reply badWords = server.post(STYLES, Server.ADMIN, terse(500));
        Server.Reply badContractions = server.post(STYLES, Server.ADMIN,
                "{\"name\": \"odd\", \"description\": \"x\", \"contractions\": \"sometimes\"}");
        Server.Reply deleteBuiltIn = server.delete(STYLES + "/neutral", Server.ADMIN);
        Server.Reply compliance = server.get(STYLES, Server.COMPLIANCE);

        assertThat(builtIn.status()).isEqualTo(400);
        assertThat(builtIn.json().getString("field")).isEqualTo("name");
        assertThat(badName.status()).isEqualTo(400);
        assertThat(badWords.json().getString("field")).isEqualTo("max_sentence_words");
        assertThat(badContractions.json().getString("field")).isEqualTo("contractions");
        assertThat(deleteBuiltIn.status()).isEqualTo(400);
        assertThat(compliance.status()).isEqualTo(403);
    }
}
