package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** What operators see: readiness, metrics, and records that survive a restart. */
class OperationsIT {

    private static final String NO_CONTEXT = "reason=\"no_context\"";
    private static final String NORTHWIND = "tenant=\"northwind\"";
    private final Server server = new Server();

    /** The value of the sample of the application's metric with all these tags, 0 while it is not published. */
    private double sample(String name, String... tags) {
        Matcher sample = Pattern.compile("(?m)^" + Pattern.quote(name) + "\\{([^}]*)} (\\S+)$")
                .matcher(server.get("/metrics?scope=application", null).body());
        while (sample.find()) {
            String found = sample.group(1);
            if (Arrays.stream(tags).allMatch(found::contains)) {
                return Double.parseDouble(sample.group(2));
            }
        }
        return 0;
    }

    @Test
    void isReadyWithDatabaseAndIndexAndSaysHowWarmTheConsoleIs() {
        Server.Reply reply = server.get("/health/ready", null);

        assertThat(reply.status()).isEqualTo(200);
        JsonObject check = check(reply, "ragguard");
        assertThat(check.getJsonObject("data").getBoolean("database")).isTrue();
        assertThat(check.getJsonObject("data").getBoolean("index")).isTrue();
        assertThat(check(reply, "console").getString("status")).isEqualTo("UP");
    }

    @Test
    void buildsEveryConsolePageAtStart() throws InterruptedException {
        JsonObject console = check(server.get("/health/ready", null), "console").getJsonObject("data");
        for (int wait = 0; wait < 120 && !console.getBoolean("warm"); wait++) {
            Thread.sleep(500);
            console = check(server.get("/health/ready", null), "console").getJsonObject("data");
        }

        assertThat(console.getBoolean("warm")).as("the warm-up ended").isTrue();
        assertThat(console.getInt("pages")).as("the console's pages").isGreaterThan(15);
        assertThat(console.getInt("pages_built")).as("each answered 200").isEqualTo(console.getInt("pages"));
    }

    private static JsonObject check(Server.Reply reply, String name) {
        return reply.json().getJsonArray("checks").getValuesAs(JsonObject.class).stream()
                .filter(check -> check.getString("name").equals(name)).findFirst().orElseThrow();
    }

    @Test
    void publishesAnswerValidatorAndStageMetrics() {
        server.chat("How much does express shipping cost?", "northwind");
        server.chat("Who painted the Mona Lisa?", "northwind");

        String metrics = server.get("/metrics?scope=application", null).body();

        assertThat(metrics).contains("ragguard_answers_total{", "status=\"passed\"", "status=\"declined\"");
        assertThat(metrics).contains("ragguard_validator_outcomes_total{", "validator=\"confidence\"");
        assertThat(metrics).contains("ragguard_validator_reasons_total{", "reason=\"no_reliable_context\"");
        assertThat(metrics).contains("ragguard_stage_duration_seconds", "stage=\"retrieval\"", "stage=\"generation\"",
                "stage=\"validation\"", "stage=\"total\"");
    }

    @Test
    void countsADeclineByItsReasonOnChatAndValidate() {
        double noContext = sample("ragguard_declines_total", NORTHWIND, NO_CONTEXT);
        double byKey = sample("ragguard_key_declines_total", "key=\"demo\"", NO_CONTEXT);
        double declined = sample("ragguard_answers_total", NORTHWIND, "status=\"declined\"");

        server.chat("Who painted the Mona Lisa?", "northwind");
        server.post("/api/validate", Json.createObjectBuilder().add("question", "How long is the return window?")
                .add("answer", "Unable to answer based on given passages.")
                .add("contexts", Json.createArrayBuilder().add("Online orders can be returned within 30 days."))
                .build().toString());

        assertThat(sample("ragguard_declines_total", NORTHWIND, NO_CONTEXT)).isEqualTo(noContext + 2);
        assertThat(sample("ragguard_key_declines_total", "key=\"demo\"", NO_CONTEXT)).isEqualTo(byKey + 2);
        assertThat(sample("ragguard_answers_total", NORTHWIND, "status=\"declined\"")).isEqualTo(declined + 2);
    }

    @Test
    void everyMetricSaysWhatItCountsLatenciesAddUpAcrossNodesAndCountersStartAtZero() {
        server.chat("How much does express shipping cost?", "northwind");
        String tenant = "metrics" + Long.toString(System.nanoTime(), 36);
        assertThat(server.post("/api/admin/tenants", Server.ADMIN, Json.createObjectBuilder().add("id", tenant)
                .add("name", "Metrics " + tenant).add("domain", "retail").build().toString()).status()).isEqualTo(201);
        try {
            String metrics = server.get("/metrics?scope=application", null).body();

            List<String> names = Pattern.compile("(?m)^# TYPE (ragguard_\\w+) ").matcher(metrics).results()
                    .map(m -> m.group(1)).toList();
            assertThat(names).isNotEmpty();
            for (String name : names) {
                assertThat(metrics).as(name).containsPattern("(?m)^# HELP " + name + " \\S.{20,}$");
            }
            assertThat(metrics).contains("# TYPE ragguard_stage_duration_seconds histogram")
                    .containsPattern("ragguard_stage_duration_seconds_bucket\\{[^}]*stage=\"total\"[^}]*le=\"0.5\"")
                    .doesNotContain("ragguard_stage_duration_seconds{mp_scope=\"application\",stage=\"total\",quantile");
            assertThat(sample("ragguard_context_similarity")).isBetween(0.01, 1.0);
            String fresh = "tenant=\"" + tenant + "\"";
            assertThat(metrics).contains("ragguard_answers_total{mp_scope=\"application\",status=\"failed\"," + fresh)
                    .contains("ragguard_declines_total{mp_scope=\"application\",reason=\"no_context\"," + fresh)
                    .contains("ragguard_requests_refused_total{mp_scope=\"application\",reason=\"overloaded\",}");
            assertThat(sample("ragguard_answers_total", fresh, "status=\"failed\"")).isZero();
        } finally {
            server.delete("/api/admin/tenants/" + tenant, Server.ADMIN);
        }
    }

    @Test
    void listsDeclinedAnswersInTheReviewQueue() {
        JsonObject answer = server.chat("Who painted the Mona Lisa?", "bluebay").json();
        String requestId = answer.getString("request_id");

        String queue = server.get("/api/admin/records?max=200", Server.COMPLIANCE).body();

        assertThat(answer.getJsonObject("validation_metrics").getString("status")).isEqualTo("declined");
        assertThat(queue).contains(requestId);
    }

    @Test
    void keepsRecordsAndDemoDataAcrossARestart() throws Exception {
        JsonObject answer = server.chat("How much does express shipping cost?", "northwind").json();
        String requestId = answer.getString("request_id");
        JsonObject countsBefore = server.get("/api/admin/knowledge", Server.ADMIN).json();

        server.restart();

        Server.Reply record = server.get("/api/admin/records/" + requestId, Server.COMPLIANCE);
        assertThat(record.status()).isEqualTo(200);
        assertThat(record.json().getString("answer_after")).isEqualTo(answer.getString("response"));
        assertThat(record.json().getJsonArray("outcomes"))
                .hasSize(answer.getJsonObject("validation_metrics").getJsonObject("validators").size());
        assertThat(server.get("/api/admin/knowledge", Server.ADMIN).json()).isEqualTo(countsBefore);
        assertThat(countsBefore.getJsonNumber("northwind").longValue()).isEqualTo(10);
    }
}
