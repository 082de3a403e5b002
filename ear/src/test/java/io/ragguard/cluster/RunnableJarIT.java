package io.ragguard.cluster;

import io.ragguard.system.Server;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The runnable server that {@code ./mvnw package} builds, {@code target/ragguard.jar}: started with
 * {@code java -jar} and the environment alone (its ports and its data folder), it answers the golden
 * question, and keeps its data where {@code RAGGUARD_DATA_DIR} says.
 */
class RunnableJarIT {

    private static final Path TARGET = Path.of(System.getProperty("it.target.dir", "target")).toAbsolutePath();
    private static final Path MODELS = Path.of(System.getProperty("it.data.dir", "target/test-data"), "models");

    private Process process;

    @AfterEach
    void stop() throws InterruptedException {
        if (process != null) {
            process.destroy();
            if (!process.waitFor(2, TimeUnit.MINUTES)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
            }
        }
    }

    @Test
    void startsFromTheJarWithItsEnvironmentAndAnswersTheGoldenQuestion() throws Exception {
        Path jar = TARGET.resolve("ragguard.jar");
        assertThat(jar).exists();
        Path data = TARGET.resolve("jar-data");
        LibertyNode.delete(data);
        LibertyNode.copyTree(MODELS, data.resolve("models"));
        int[] ports = PostgresCluster.freePorts(2);
        ProcessBuilder java = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar", jar.toString()).redirectErrorStream(true).redirectOutput(TARGET.resolve("jar-run.log").toFile());
        java.environment().putAll(Map.of("HTTP_PORT", Integer.toString(ports[0]), "HTTPS_PORT",
                Integer.toString(ports[1]), "RAGGUARD_DATA_DIR", data.toString(), "WLP_JAR_EXTRACT_ROOT",
                TARGET.resolve("jar-extract").toString()));

        process = java.start();
        Server server = new Server("http://localhost:" + ports[0]);
        server.awaitReady(Duration.ofMinutes(5));

        Server.Reply reply = server.chat("How long is the return window for Trail Points members on full-price "
                + "purchases?", "northwind");
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        JsonObject answer = reply.json();
        assertThat(answer.getString("response")).contains("60 days");
        assertThat(answer.getJsonObject("validation_metrics").getBoolean("passed")).as(reply.body()).isTrue();
        assertThat(data.resolve("db/ragguard.mv.db")).as("the database in RAGGUARD_DATA_DIR").exists();
    }
}
