package io.ragguard.cluster;

import io.ragguard.system.Server;
import jakarta.json.Json;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two Liberty nodes on one PostgreSQL: a setting changed on one applies on the other within
 * {@code settings.refresh.seconds}, and both record every answer under concurrent load.
 */
class TwoNodesIT {

    private static LibertyNode second;

    @BeforeAll
    static void startSecondNode() throws Exception {
        second = LibertyNode.create("ragguard-pg-b", PostgresSuite.cluster().nodeEnvironment());
        second.start(Duration.ofMinutes(5));
    }

    @AfterAll
    static void stopSecondNode() throws Exception {
        if (second != null) {
            second.close();
        }
    }

    @Test
    void aSettingChangedOnOneNodeAppliesOnTheOtherWithinTheRefreshInterval() throws InterruptedException {
        Server first = new Server(PostgresSuite.node().base());
        Server other = new Server(second.base());
        String name = "validator.evidence-overlap.threshold";
        try {
            first.set(name, Json.createValue(0.21));
            long changed = System.nanoTime();

            String seen = other.get("/api/admin/settings/" + name, Server.ADMIN).json().getString("value");
            while (!"0.21".equals(seen) && System.nanoTime() - changed < Duration.ofSeconds(10).toNanos()) {
                Thread.sleep(100);
                seen = other.get("/api/admin/settings/" + name, Server.ADMIN).json().getString("value");
            }
            long millis = Duration.ofNanos(System.nanoTime() - changed).toMillis();

            System.out.printf("two nodes: a setting changed on one was seen on the other after %d ms%n", millis);
            assertThat(seen).isEqualTo("0.21");
            assertThat(millis).as("settings.refresh.seconds is 2").isLessThanOrEqualTo(3_000);
            assertThat(other.chat("How much does express shipping cost?", "northwind").json()
                    .getJsonObject("validation_metrics").getJsonObject("validators").getJsonObject("evidence-overlap")
                    .getJsonNumber("threshold").doubleValue()).isEqualTo(0.21);
        } finally {
            first.reset(name);
        }
    }

    @Test
    void bothNodesRecordEveryAnswerUnderConcurrentLoad() throws Exception {
        List<String> answered;
        String outcomes;
        try (Traffic traffic = Traffic.start(List.of(PostgresSuite.node().base(), second.base()), 6)) {
            Thread.sleep(20_000);
            traffic.close();
            answered = traffic.allAnswered();
            outcomes = traffic.outcomes.toString();
            assertThat(traffic.outcomes.keySet()).as("outcomes " + traffic.outcomes).containsOnly("200");
            traffic.answered.values().forEach(ids -> assertThat(ids).as("each node answered").isNotEmpty());
        }

        String listed = String.join(",", answered.stream().map(id -> "'" + id + "'").toList());
        String recorded = PostgresSuite.cluster().query(
                "select count(*), count(distinct request_id) from validation_record where request_id in (" + listed + ")");

        System.out.printf("fault run, two nodes on one PostgreSQL (6 clients each): outcomes %s, %d answered, records "
                + "(rows|distinct) %s%n", outcomes, answered.size(), recorded);
        assertThat(recorded).isEqualTo(answered.size() + "|" + answered.size());
    }
}
