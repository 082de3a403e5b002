package io.ragguard.system;

import jakarta.json.Json;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Tone styles chosen live, globally or for one tenant, and refused when there is no such style or tenant. */
class ToneIT {

    private final Server server = new Server();

    @AfterEach
    void restore() {
        server.reset("tone.style");
        server.reset("tenant.northwind.tone.style");
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
}
