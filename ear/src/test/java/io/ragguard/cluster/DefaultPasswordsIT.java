package io.ragguard.cluster;

import io.ragguard.system.Server;
import jakarta.json.Json;
import org.junit.jupiter.api.AutoClose;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Outside the demo the server refuses to start while a login has its shipped password, and starts once none has. */
class DefaultPasswordsIT {

    /** The test's node, stopped and removed after it, whatever it left running. */
    @AutoClose
    private LibertyNode node;

    @Test
    void refusesToStartOutsideTheDemoWithTheShippedPasswordsAndStartsWithNewOnes() throws Exception {
        node = LibertyNode.create("ragguard-production", List.of("DEMO_DATA_ENABLED=false"));
        node.startUnready();

        long deadline = System.nanoTime() + Duration.ofMinutes(3).toNanos();
        while (!node.messages().contains("refusing to start outside the demo") && System.nanoTime() < deadline) {
            Thread.sleep(500);
        }
        assertThat(node.messages()).contains("refusing to start outside the demo with the shipped passwords: set "
                + "ADMIN_PASSWORD, COMPLIANCE_PASSWORD");
        assertThat(node.status("/health/ready")).isNotEqualTo(200);
        node.stop();

        List<String> env = Files.readAllLines(node.dir().resolve("server.env"));
        Files.write(node.dir().resolve("server.env"), concat(env, List.of("ADMIN_PASSWORD=correct-horse-battery",
                "COMPLIANCE_PASSWORD=staple-lantern-river")));
        node.start(Duration.ofMinutes(5));

        Server server = new Server(node.base());
        assertThat(server.get("/api/admin/settings", "admin:correct-horse-battery").status()).isEqualTo(200);
        assertThat(server.get("/api/admin/settings", Server.ADMIN).status()).isEqualTo(401);

        String admin = "admin:correct-horse-battery";
        String validate = Json.createObjectBuilder().add("tenant", "acme").add("question", "How long is the warranty?")
                .add("answer", "The warranty lasts 2 years [1].")
                .add("contexts", Json.createArrayBuilder().add("The warranty lasts 2 years.")).build().toString();
        Server.Reply demoKey = server.post("/api/validate", Server.DEMO_KEY, validate);
        assertThat(demoKey.status()).as("no demo key outside the demo").isEqualTo(401);
        assertThat(demoKey.json().getString("error")).isEqualTo("invalid_key");
        assertThat(server.get("/api/admin/keys", admin).structure().asJsonArray()).isEmpty();
        assertThat(server.post("/api/admin/tenants", admin, Json.createObjectBuilder().add("id", "acme")
                .add("name", "Acme").add("domain", "hardware").build().toString()).status()).isEqualTo(201);
        Server.Reply created = server.post("/api/admin/keys", admin, Json.createObjectBuilder().add("name", "shop")
                .add("tenants", Json.createArrayBuilder().add("acme")).build().toString());
        Server.Reply validated = server.post("/api/validate", Server.key(created.json().getString("key")), validate);
        assertThat(validated.status()).as(validated.body()).isEqualTo(200);
    }

    private static List<String> concat(List<String> a, List<String> b) {
        return java.util.stream.Stream.concat(a.stream(), b.stream()).toList();
    }
}
