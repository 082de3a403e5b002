package io.ragguard.cluster;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * PostgreSQL stops at once under load and comes back: the requests meanwhile get 503 with
 * {@code Retry-After}, none hangs, the node answers again by itself, and every answer it gave is
 * recorded exactly once.
 */
class DatabaseRestartIT {

    @Test
    void answersWith503DuringAnOutageAndRecoversByItselfLosingNoAnswer() throws Exception {
        PostgresCluster database = PostgresSuite.cluster();
        List<String> answered;
        try (Traffic traffic = Traffic.start(List.of(PostgresSuite.node().base()), 6)) {
            Thread.sleep(8_000);
            database.stopImmediately();
            Thread.sleep(8_000);
            database.startServer();
            Thread.sleep(5_000);
            traffic.resetRecent();
            Thread.sleep(10_000);
            traffic.close();

            System.out.printf("fault run, PostgreSQL stopped for 8 s under load (6 clients): outcomes %s, after the "
                    + "restart %s, 503s without Retry-After %d%n", traffic.outcomes, traffic.recent,
                    traffic.refusalsWithoutRetryAfter.get());
            assertThat(traffic.outcomes.keySet()).as("outcomes " + traffic.outcomes).containsOnly("200", "503");
            assertThat(traffic.outcomes.get("503").get()).as("refused during the outage").isPositive();
            assertThat(traffic.refusalsWithoutRetryAfter.get()).isZero();
            assertThat(traffic.recent.keySet()).as("after the restart " + traffic.recent).containsOnly("200");
            answered = traffic.allAnswered();
        }

        String listed = String.join(",", answered.stream().map(id -> "'" + id + "'").toList());
        String recorded = database.query("select count(*), count(distinct request_id) from validation_record "
                + "where request_id in (" + listed + ")");
        System.out.printf("fault run, PostgreSQL restart: %d answered, records (rows|distinct) %s%n", answered.size(),
                recorded);
        assertThat(recorded).isEqualTo(answered.size() + "|" + answered.size());
    }
}
