package io.ragguard.cluster;

import io.ragguard.system.Server;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A node on the default embedded H2 database killed with {@code kill -9} under load: it starts again
 * with no repair, and every answer it sent before dying is recorded.
 */
class CrashIT {

    /** The test's node, stopped and removed after it, whatever it left running. */
    @AutoClose
    private LibertyNode node;

    @Test
    void losesNoAnsweredRequestWhenKilledUnderLoad() throws Exception {
        node = LibertyNode.create("ragguard-crash", List.of());
        node.start(Duration.ofMinutes(5));
        List<String> answered;
        try (Traffic traffic = Traffic.start(List.of(node.base()), 8)) {
            Thread.sleep(12_000);
            node.kill();
            Thread.sleep(1_000);
            traffic.close();
            answered = traffic.allAnswered();
        }
        assertThat(answered).as("answers before the kill").hasSizeGreaterThan(20);

        node.start(Duration.ofMinutes(5));

        Server restarted = new Server(node.base());
        List<String> missing = answered.stream()
                .filter(id -> restarted.get("/api/admin/records/" + id, Server.ADMIN).status() != 200).toList();
        System.out.printf("fault run, kill -9 under load (8 clients): %d answered before the kill, %d of them lost%n",
                answered.size(), missing.size());
        assertThat(missing).as(missing.size() + " of " + answered.size() + " answered requests lost").isEmpty();
        assertThat(node.messages()).doesNotContain("CWWKZ0002E").contains("CWWKZ0001I");
    }
}
