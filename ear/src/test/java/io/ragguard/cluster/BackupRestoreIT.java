package io.ragguard.cluster;

import io.ragguard.system.Server;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The backup and restore that docs/operations.md tells operators to run ({@code ops/backup.sh},
 * {@code ops/restore.sh}), on H2 and on PostgreSQL: a node's records, settings and stored secret are
 * backed up, its database and data folder wiped, and after the restore and a start all are there again
 * (the secret still opens: the restored secret.key came with it).
 */
class BackupRestoreIT {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Path TARGET = Path.of(System.getProperty("it.target.dir", "target")).toAbsolutePath();
    private static final String DECLINE = "tenant.bluebay.chat.decline.message";
    private static final String KEY = "tenant.bluebay.llm.api-key";

    /** The test's node, stopped and removed after it, whatever it left running. */
    @AutoClose
    private LibertyNode node;

    @Test
    void anH2NodeIsBackedUpStoppedWipedAndRestoredWhole() throws Exception {
        node = LibertyNode.create("ragguard-backup-h2", List.of());
        node.start(Duration.ofMinutes(5));
        Kept kept = keep(new Server(node.base()));
        node.stop();
        Path backup = TARGET.resolve("backup-h2.tar.gz");
        Files.deleteIfExists(backup);

        run(List.of(), "backup.sh", backup.toString());
        wipe(node.data());
        run(List.of(), "restore.sh", backup.toString());

        node.start(Duration.ofMinutes(5));
        kept.assertIn(new Server(node.base()));
    }

    @Test
    void aPostgresqlNodeIsBackedUpWhileItRunsAndRestoredIntoAnEmptyDatabase() throws Exception {
        PostgresCluster cluster = PostgresSuite.cluster();
        cluster.query("drop database if exists backup_it");
        cluster.query("create database backup_it");
        List<String> database = cluster.nodeEnvironment("backup_it");
        node = LibertyNode.create("ragguard-backup-pg", database);
        node.start(Duration.ofMinutes(5));
        Kept kept = keep(new Server(node.base()));
        Path backup = TARGET.resolve("backup-postgresql.tar.gz");
        Files.deleteIfExists(backup);

        run(database, "backup.sh", backup.toString());
        node.stop();
        cluster.query("drop database backup_it");
        cluster.query("create database backup_it");
        wipe(node.data());
        run(database, "restore.sh", backup.toString());

        node.start(Duration.ofMinutes(5));
        kept.assertIn(new Server(node.base()));
    }

    /** What the test stores before the backup: a setting, a secret and a record. */
    private record Kept(String decline, String requestId) {

        void assertIn(Server server) {
            assertThat(server.get("/api/admin/settings/" + DECLINE, Server.ADMIN).json().getString("value"))
                    .isEqualTo(decline);
            assertThat(server.get("/api/admin/settings/" + KEY, Server.ADMIN).json().getBoolean("set")).isTrue();
            assertThat(server.get("/api/admin/model?tenant=bluebay", Server.ADMIN).json().getBoolean("key_set"))
                    .as("the restored secret.key opens the stored key").isTrue();
            Server.Reply record = server.get("/api/admin/records/" + requestId, Server.COMPLIANCE);
            assertThat(record.status()).as(record.body()).isEqualTo(200);
            assertThat(server.chat("How do I return an item?", "bluebay").status()).as("the index is rebuilt")
                    .isEqualTo(200);
        }
    }

    private Kept keep(Server server) {
        String decline = "I don't know. Backed up " + System.nanoTime() + ".";
        server.set(DECLINE, Json.createValue(decline));
        server.set(KEY, Json.createValue("sk-backup-it"));
        JsonObject validated = server.post("/api/validate", Server.DEMO_KEY, Json.createObjectBuilder()
                .add("tenant", "bluebay").add("question", "How long is the warranty?")
                .add("answer", "The warranty lasts 2 years [1].")
                .add("contexts", Json.createArrayBuilder().add("The warranty lasts 2 years.")).build().toString())
                .json();
        return new Kept(decline, validated.getString("request_id"));
    }

    /** Runs one of the operator's scripts with the node's environment. */
    private void run(List<String> database, String script, String file) throws IOException, InterruptedException {
        List<String> command = List.of(ROOT.resolve("ops").resolve(script).toString(), file);
        ProcessBuilder builder = new ProcessBuilder(command).directory(ROOT.toFile()).redirectErrorStream(true);
        builder.environment().put("RAGGUARD_DATA_DIR", node.data().toString());
        builder.environment().put("PG_BIN", PostgresCluster.programs().toString());
        for (String variable : database) {
            int equals = variable.indexOf('=');
            builder.environment().put(variable.substring(0, equals), variable.substring(equals + 1));
        }
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes());
        assertThat(process.waitFor(5, TimeUnit.MINUTES)).isTrue();
        assertThat(process.exitValue()).as(script + ": " + output).isZero();
    }

    /** A loss: the database files (H2's), secret.key and the index are gone; the models' cache stays. */
    private static void wipe(Path data) throws IOException {
        for (Path path : List.of(data.resolve("db"), data.resolve("secret.key"), data.resolve("index"))) {
            if (Files.isDirectory(path)) {
                try (Stream<Path> paths = Files.walk(path)) {
                    for (Path inside : paths.sorted(Comparator.reverseOrder()).toList()) {
                        Files.delete(inside);
                    }
                }
            } else {
                Files.deleteIfExists(path);
            }
        }
        assertThat(data.resolve("secret.key")).doesNotExist();
    }
}
