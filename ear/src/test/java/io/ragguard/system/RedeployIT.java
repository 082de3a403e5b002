package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import javax.management.MBeanServerConnection;
import javax.management.ObjectName;
import javax.management.remote.JMXConnector;
import javax.management.remote.JMXConnectorFactory;
import javax.management.remote.JMXServiceURL;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A redeploy of the application in the running server, twice: the EAR is replaced in place and
 * Liberty told so through its file-notification MBean (the server watches {@code apps/} on MBean
 * trigger, as tools do it), over the JMX local connector. After each reload the embedding model
 * (ONNX Runtime, a server-level library whose native code is loaded once per JVM) must still encode:
 * a new document is ingested and a question that paraphrases it finds it, and what was stored before
 * the redeploy is still there and still answered. The server is left ready for the other tests.
 */
class RedeployIT {

    private static final String KNOWLEDGE = "/api/knowledge";
    private static final Duration RELOAD_LIMIT = Duration.ofMinutes(4);

    private final Server server = new Server();
    private final Path serverDir = Path.of(System.getProperty("it.server.dir", "target/liberty/wlp/usr/servers/ragguard"));
    private final String run = UUID.randomUUID().toString().substring(0, 8);
    private final List<Long> added = new ArrayList<>();

    @AfterEach
    void deleteWhatWasAddedAndLeaveTheServerReady() throws InterruptedException {
        server.awaitReady(RELOAD_LIMIT);
        added.forEach(id -> server.delete(KNOWLEDGE + "/" + id, Server.ADMIN));
    }

    @Test
    void embeddingsAndStoredKnowledgeWorkAfterTwoRedeploys() throws Exception {
        server.awaitReady(RELOAD_LIMIT);
        String before = "kb/lantern-" + run;
        add("Orion lantern warranty", "The Orion lantern warranty lasts 9 years and covers cracked glass.", before);
        assertThat(sourcesOfAnswer("How long is the guarantee on an Orion lantern?")).contains(before);
        long documents = documentCount();

        for (int round = 1; round <= 2; round++) {
            redeploy();

            String source = "kb/kettle-" + run + "-" + round;
            add("Nimbus kettle " + round, "Every Nimbus kettle of series " + round
                    + " switches itself off when it boils dry, so it never overheats.", source);
            assertThat(sourcesOfAnswer("Does the Nimbus kettle of series " + round + " turn off automatically if the"
                    + " water runs out?")).as("round " + round).contains(source);
            assertThat(sourcesOfAnswer("How long is the guarantee on an Orion lantern?")).as("round " + round)
                    .contains(before);
            assertThat(documentCount()).as("round " + round).isEqualTo(documents + round);
        }
    }

    /**
     * Touches the EAR, tells Liberty it changed and waits for the update to finish: the reload counts
     * only when messages.log reports it updated, and fails when it reports an error starting it.
     */
    private void redeploy() throws IOException, InterruptedException, javax.management.JMException {
        Path ear = serverDir.resolve("apps/ragguard.ear");
        Path log = serverDir.resolve("logs/messages.log");
        long updatesBefore = count(log, "CWWKZ0003I");
        long failuresBefore = count(log, "CWWKZ0004E");
        Files.setLastModifiedTime(ear, FileTime.from(Instant.now()));

        String address = Files.readString(serverDir.resolve("logs/state/com.ibm.ws.jmx.local.address")).strip();
        try (JMXConnector connector = JMXConnectorFactory.connect(new JMXServiceURL(address))) {
            MBeanServerConnection mbeans = connector.getMBeanServerConnection();
            ObjectName notification = new ObjectName(
                    "WebSphere:service=com.ibm.ws.kernel.filemonitor.FileNotificationMBean");
            mbeans.invoke(notification, "notifyFileChanges",
                    new Object[] {List.of(), List.of(ear.toString()), List.of()},
                    new String[] {Collection.class.getName(), Collection.class.getName(), Collection.class.getName()});

            long deadline = System.nanoTime() + RELOAD_LIMIT.toNanos();
            while (count(log, "CWWKZ0003I") == updatesBefore && System.nanoTime() < deadline) {
                assertThat(count(log, "CWWKZ0004E")).as("the application failed to start again; see " + log)
                        .isEqualTo(failuresBefore);
                Thread.sleep(500);
            }
            assertThat(count(log, "CWWKZ0003I")).as("the application was not updated within " + RELOAD_LIMIT)
                    .isGreaterThan(updatesBefore);
            assertThat(count(log, "CWWKZ0004E")).as("the application failed to start again; see " + log)
                    .isEqualTo(failuresBefore);
            ObjectName application = new ObjectName(
                    "WebSphere:service=com.ibm.websphere.application.ApplicationMBean,name=ragguard");
            assertThat(mbeans.getAttribute(application, "State")).isEqualTo("STARTED");
        }
        server.awaitReady(RELOAD_LIMIT);
    }

    private static long count(Path log, String message) throws IOException {
        try (var lines = Files.lines(log, StandardCharsets.UTF_8)) {
            return lines.filter(line -> line.contains(message)).count();
        }
    }

    private void add(String title, String content, String source) {
        Server.Reply reply = server.post(KNOWLEDGE, Server.ADMIN, Json.createObjectBuilder().add("title", title)
                .add("content", content).add("source_id", source).add("tenant", "bluebay").build().toString());
        added.add(server.indexed(reply));
    }

    private List<String> sourcesOfAnswer(String question) {
        Server.Reply reply = server.chat(question, "bluebay");
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json().getJsonArray("context_used").getValuesAs(JsonObject.class).stream()
                .map(item -> item.getString("source_id")).toList();
    }

    private long documentCount() {
        Server.Reply reply = server.get("/api/admin/knowledge", Server.ADMIN);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json().getJsonNumber("bluebay").longValue();
    }
}
