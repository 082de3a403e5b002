package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static jakarta.json.Json.createValue;

/** Live settings through the admin API: each change applies to the very next request. */
class SettingsIT {

    private static final String QUESTION = "How much does express shipping cost?";
    private final Server server = new Server();

    @AfterEach
    void restoreDefaults() {
        server.reset("enable.validators");
        server.reset("validator.evidence-overlap.enabled");
        server.reset("validator.evidence-overlap.threshold");
        server.reset("validator.evidence-overlap.order");
        server.reset("validator.faithfulness.threshold");
        server.reset("validation.unsupported-sentences");
        server.reset("tenant.northwind.validator.evidence-overlap.enabled");
        server.reset("tenant.northwind.validation.mode");
        server.reset("tenant.northwind.validator.faithfulness.enforcement");
    }

    @Test
    void disablingOneValidatorTakesItOutOfTheNextResponse() {
        assertThat(validators(server.chat(QUESTION, "northwind").json())).containsKey("evidence-overlap");

        server.set("validator.evidence-overlap.enabled", JsonValue.FALSE);

        assertThat(validators(server.chat(QUESTION, "northwind").json()))
                .doesNotContainKey("evidence-overlap").containsKey("citation-required");
    }

    @Test
    void aTenantsOverrideOfThePolicyChangesItsOwnAnswersAloneUntilItIsReset() {
        String bluebayQuestion = "How much does express shipping cost?";
        server.set("tenant.northwind.validator.evidence-overlap.enabled", JsonValue.FALSE);
        server.set("tenant.northwind.validation.mode", createValue("off"));

        assertThat(server.chat(QUESTION, "northwind").json()).as("northwind validates nothing")
                .doesNotContainKey("validation_metrics");
        assertThat(validators(server.chat(bluebayQuestion, "bluebay").json())).as("bluebay keeps the global policy")
                .containsKey("evidence-overlap");

        server.reset("tenant.northwind.validation.mode");
        assertThat(validators(server.chat(QUESTION, "northwind").json())).as("only the switch is overridden now")
                .doesNotContainKey("evidence-overlap").containsKey("citation-required");

        server.reset("tenant.northwind.validator.evidence-overlap.enabled");
        assertThat(validators(server.chat(QUESTION, "northwind").json())).as("reset: the global value again")
                .containsKey("evidence-overlap");
    }

    @Test
    void refusesAnOverrideOfASettingOrTenantThatHasNone() {
        Server.Reply unknown = server.put("/api/admin/settings/tenant.northwind.validator.nosuch.enabled",
                Server.ADMIN, "{\"value\": false}");
        assertThat(unknown.status()).as(unknown.body()).isEqualTo(400);
        assertThat(unknown.json().getString("field")).isEqualTo("tenant.northwind.validator.nosuch.enabled");
        Server.Reply serverWide = server.put("/api/admin/settings/tenant.northwind.validator.cross-encoder.weight",
                Server.ADMIN, "{\"value\": 0.5}");
        assertThat(serverWide.status()).as(serverWide.body()).isEqualTo(400);
        Server.Reply noTenant = server.put("/api/admin/settings/tenant.nosuch.validation.mode", Server.ADMIN,
                "{\"value\": \"shadow\"}");
        assertThat(noTenant.status()).as(noTenant.body()).isEqualTo(400);
    }

    @Test
    void movingAValidatorUpTheOrderRunsItEarlierFromTheNextResponse() {
        List<String> before = List.copyOf(validators(server.chat(QUESTION, "northwind").json()).keySet());
        assertThat(before.indexOf("answer-relevancy")).as(before.toString()).isLessThan(before.indexOf("evidence-overlap"));

        server.set("validator.evidence-overlap.order", createValue(1));

        List<String> after = List.copyOf(validators(server.chat(QUESTION, "northwind").json()).keySet());
        assertThat(after.indexOf("evidence-overlap")).as(after.toString()).isLessThan(after.indexOf("answer-relevancy"));
        assertThat(after.indexOf("language")).as("language keeps its phase, first").isZero();
    }

    @Test
    void disablingValidatorsDropsValidationMetricsFromTheNextResponse() {
        server.set("enable.validators", JsonValue.FALSE);

        JsonObject body = server.chat(QUESTION, "northwind").json();

        assertThat(body).doesNotContainKey("validation_metrics");
        assertThat(body.getString("response")).contains("$14.95");
    }

    @Test
    void aThresholdRaisedAboveEveryScoreRefusesTheNextAnswerWith422WhenThePolicyRefuses() {
        server.set("validation.unsupported-sentences", createValue("refuse"));
        server.set("validator.faithfulness.threshold", createValue(1.0));

        Server.Reply reply = server.chat(QUESTION, "northwind");

        assertThat(reply.status()).as(reply.body()).isEqualTo(422);
        assertThat(reply.json().getString("error")).isEqualTo("validation_failed");
        assertThat(reply.json().getJsonArray("reasons").toString()).contains("faithfulness");
        String requestId = reply.json().getString("request_id");
        Server.Reply record = server.get("/api/admin/records/" + requestId, Server.COMPLIANCE);
        assertThat(record.json().getString("status")).isEqualTo("failed");
    }

    @Test
    void aValidatorObservedForOneTenantIsRecordedWithWhatItWouldHaveDoneButRefusesNothing() {
        server.set("validation.unsupported-sentences", createValue("refuse"));
        server.set("validator.faithfulness.threshold", createValue(1.0));
        server.set("tenant.northwind.validator.faithfulness.enforcement", createValue("observe"));

        Server.Reply observed = server.chat(QUESTION, "northwind");

        assertThat(observed.status()).as(observed.body()).isEqualTo(200);
        JsonObject faithfulness = validators(observed.json()).getJsonObject("faithfulness");
        assertThat(faithfulness.getString("mode")).isEqualTo("observe");
        assertThat(faithfulness.getString("outcome")).isEqualTo("fail");
        assertThat(observed.json().getJsonObject("validation_metrics").getJsonArray("reasons").toString())
                .doesNotContain("faithfulness");
        String requestId = observed.json().getString("request_id");
        JsonObject record = server.get("/api/admin/records/" + requestId, Server.COMPLIANCE).json();
        assertThat(record.getJsonArray("outcomes").stream().map(JsonValue::asJsonObject)
                .filter(o -> o.getString("validator").equals("faithfulness")).toList())
                .singleElement().satisfies(o -> {
                    assertThat(o.getBoolean("observed")).isTrue();
                    assertThat(o.getString("outcome")).isEqualTo("fail");
                });
        assertThat(server.chat("How much does express shipping cost?", "bluebay").status())
                .as("bluebay enforces it").isEqualTo(422);
    }

    @Test
    void auditsEveryChangeWithWhoOldAndNew() {
        server.set("validator.evidence-overlap.threshold", createValue(0.2));

        JsonObject latest = server.get("/api/admin/audit?limit=5", Server.ADMIN).structure().asJsonArray()
                .getJsonObject(0);
        assertThat(latest.getString("actor")).isEqualTo("admin");
        assertThat(latest.getString("target")).isEqualTo("validator.evidence-overlap.threshold");
        assertThat(latest.getString("old_value")).isEqualTo("0.08");
        assertThat(latest.getString("new_value")).isEqualTo("0.2");
    }

    @Test
    void listsSettingsWithTheirSource() {
        server.set("validator.evidence-overlap.enabled", JsonValue.FALSE);

        JsonObject setting = server.get("/api/admin/settings/validator.evidence-overlap.enabled", Server.ADMIN).json();
        assertThat(setting.getString("value")).isEqualTo("false");
        assertThat(setting.getString("source")).isEqualTo("database");
        assertThat(server.get("/api/admin/settings/validator.evidence-overlap.threshold", Server.ADMIN).json()
                .getString("default_value")).as("what a reset gives back").isEqualTo("0.08");
        assertThat(server.get("/api/admin/settings", Server.ADMIN).structure().asJsonArray()).hasSizeGreaterThan(10);
    }

    @Test
    void restoresAnyEarlierAuditedValueOrTheDefault() {
        String path = "/api/admin/settings/validator.evidence-overlap.threshold";
        server.set("validator.evidence-overlap.threshold", createValue(0.2));
        server.set("validator.evidence-overlap.threshold", createValue(0.3));
        server.reset("validator.evidence-overlap.threshold");
        List<JsonObject> history = server.get(path + "/history?limit=3", Server.ADMIN).structure().asJsonArray()
                .getValuesAs(JsonObject.class);
        assertThat(history).extracting(e -> e.getString("action"))
                .containsExactly("setting.reset", "setting.change", "setting.change");
        long setTo02 = history.get(2).getJsonNumber("id").longValue();
        long reset = history.get(0).getJsonNumber("id").longValue();

        Server.Reply restored = server.post(path + "/restore", Server.ADMIN, "{\"audit_id\": " + setTo02 + "}");

        assertThat(restored.status()).as(restored.body()).isEqualTo(200);
        assertThat(restored.json().getString("value")).isEqualTo("0.2");
        assertThat(server.post(path + "/restore", Server.ADMIN, "{\"audit_id\": " + reset + "}").json()
                .getString("source")).as("restoring a reset resets").isNotEqualTo("database");
        Server.Reply foreign = server.post("/api/admin/settings/enable.validators/restore", Server.ADMIN,
                "{\"audit_id\": " + setTo02 + "}");
        assertThat(foreign.status()).isEqualTo(400);
        assertThat(foreign.json().getString("message")).contains("is not a change of enable.validators");
        assertThat(server.post(path + "/restore", Server.ADMIN, "{}").json().getString("field")).isEqualTo("audit_id");
    }

    @Test
    void rejectsInvalidValuesAndKeepsTheOldOne() {
        Server.Reply reply = server.put("/api/admin/settings/validator.evidence-overlap.threshold", Server.ADMIN,
                "{\"value\": \"high\"}");

        assertThat(reply.status()).isEqualTo(400);
        assertThat(reply.json().getString("error")).isEqualTo("invalid_setting");
        assertThat(server.get("/api/admin/settings/validator.evidence-overlap.threshold", Server.ADMIN).json()
                .getString("value")).isEqualTo("0.08");
        assertThat(server.put("/api/admin/settings/no.such.setting", Server.ADMIN, "{\"value\": 1}").status())
                .isEqualTo(400);
        assertThat(server.put("/api/admin/settings/enable.validators", Server.ADMIN, "{}").status())
                .isEqualTo(400);
    }

    @Test
    void refusesEveryValueOutsideItsDefinitionNamingWhatItTakes() {
        Map<String, List<String>> refused = Map.of(
                "retrieval.candidates", List.of("2147483647", "1e8", "0", "-5"),
                "retrieval.similarity.threshold", List.of("1e308", "-0.1", "NaN"),
                "validator.faithfulness.threshold", List.of("5", "-1"),
                "validator.answer-relevancy.compare", List.of("../../etc/passwd", "question+everything"),
                "chat.default.tenant", List.of("no-such-tenant"),
                "validator.numeric-units.mode", List.of("shout"),
                "validator.claims.strictness", List.of("paranoid"),
                "validator.ethics.template", List.of("x".repeat(501), "two\nlines", "nul\u0000"),
                "validation.budget-ms", List.of("0", "999999999"));
        refused.forEach((name, values) -> {
            String before = server.get("/api/admin/settings/" + name, Server.ADMIN).json().get("value").toString();
            for (String value : values) {
                Server.Reply reply = server.put("/api/admin/settings/" + name, Server.ADMIN,
                        Json.createObjectBuilder().add("value", value).build().toString());

                assertThat(reply.status()).as(name + " = " + value + ": " + reply.body()).isEqualTo(400);
                assertThat(reply.json().getString("error")).isEqualTo("invalid_setting");
                assertThat(reply.json().getString("field")).isEqualTo(name);
                assertThat(reply.json().getString("message")).startsWith(name + " takes ");
            }
            assertThat(server.get("/api/admin/settings/" + name, Server.ADMIN).json().get("value").toString())
                    .as(name + " kept").isEqualTo(before);
        });
    }

    @Test
    void changesTheValidationBudgetLiveAsDocumented() {
        try {
            server.set("validation.budget-ms", createValue(500));

            JsonObject setting = server.get("/api/admin/settings/validation.budget-ms", Server.ADMIN).json();
            assertThat(setting.getString("value")).isEqualTo("500");
            assertThat(setting.getString("allowed")).isEqualTo("a whole number from 10 to 60000");
        } finally {
            server.reset("validation.budget-ms");
        }
    }

    @Test
    void takesADefaultTenantOnlyWhenItExists() {
        try {
            server.set("chat.default.tenant", createValue("bluebay"));

            assertThat(server.chat("Do Adventure Cards expire?", null).json().getString("conversation_id")).isNotBlank();
        } finally {
            server.reset("chat.default.tenant");
        }
    }

    @Test
    void onlyAdminsChangeSettings() {
        assertThat(server.get("/api/admin/settings", null).status()).isEqualTo(401);
        assertThat(server.put("/api/admin/settings/enable.validators", Server.COMPLIANCE, "{\"value\": false}")
                .status()).isEqualTo(403);
    }

    private static JsonObject validators(JsonObject chat) {
        return chat.getJsonObject("validation_metrics").getJsonObject("validators");
    }
}
