package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Pattern;

import static jakarta.json.Json.createValue;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The server as an attacker meets it: paths that mean one thing to the security constraints and
 * another to the resources, error pages, headers, the console's cookies and transport, a cross-site
 * post riding on the console's login, and a password guessed again and again.
 */
class SecurityIT {

    private static final Pattern JAVA = Pattern.compile(
            "\\b(java|jakarta|javax|org\\.hibernate|org\\.jboss|com\\.ibm|io\\.openliberty|io\\.ragguard)\\.[A-Za-z_.]+"
                    + "|\\bat [\\w.$]+\\([\\w$]+\\.java:\\d+\\)|Exception|SRVE|CWWK|RESTEASY");

    private final Server server = new Server();
    private final String secure = System.getProperty("it.secure.url", "https://localhost:9443");
    private final HttpClient https = HttpClient.newBuilder().sslContext(trustingAnyCertificate())
            .followRedirects(HttpClient.Redirect.NEVER).connectTimeout(Duration.ofSeconds(5)).build();

    @AfterEach
    void restoreLoginSettings() {
        server.reset("login.lock-seconds");
        server.reset("login.max-failures");
    }

    @Test
    void letsNoCacheKeepAnApiResponse() {
        assertThat(server.get("/api/admin/records?max=1", Server.ADMIN).header("Cache-Control")).isEqualTo("no-store");
        assertThat(server.chat("How much does express shipping cost?", "northwind").header("Cache-Control"))
                .isEqualTo("no-store");
        assertThat(server.get("/api/admin/records?first=abc", Server.ADMIN).header("Cache-Control"))
                .as("an error too").isEqualTo("no-store");
    }

    @Test
    void refusesAPagingValueThatIsNoNumberAsBadInput() {
        Server.Reply reply = server.get("/api/admin/records?first=abc", Server.ADMIN);

        assertThat(reply.status()).as(reply.body()).isEqualTo(400);
        assertThat(reply.json().getString("error")).isEqualTo("invalid_request");
        assertThat(reply.json().getString("field")).isEqualTo("first");
    }

    @Test
    void answersTheErrorPageAskedForDirectlyAsAPathThatNamesNothing() {
        Server.Reply reply = server.get("/error-page", Server.ADMIN);

        assertThat(reply.status()).as(reply.body()).isEqualTo(404);
        assertThat(reply.json().getString("error")).isEqualTo("not_found");
    }

    @Test
    void neverWritesAKeyToTheLog() throws IOException {
        java.nio.file.Path logs = java.nio.file.Path.of(System.getProperty("it.server.dir",
                "target/liberty/wlp/usr/servers/ragguard")).resolve("logs");
        try (var files = java.nio.file.Files.list(logs)) {
            for (java.nio.file.Path log : files.filter(f -> f.getFileName().toString().endsWith(".log")).toList()) {
                assertThat(java.nio.file.Files.readString(log, StandardCharsets.ISO_8859_1)).as(log.toString())
                        .doesNotContain("rg-demo-key");
            }
        }
    }

    @Test
    void refusesPathsThatCouldReachAResourceAroundItsConstraint() {
        for (String path : List.of("/api/admin/settings/..", "/api/admin/records/..", "/api/admin/settings/%2e%2e",
                "/api/admin/settings/a%2fb", "/api/admin/settings/a%5cb", "/api//admin/settings",
                "/api/admin/settings/./enable.validators", "/api/admin/audit;x=1")) {
            Server.Reply anonymous = server.sendRaw("PUT", path, null, "{\"value\": false}");
            Server.Reply admin = server.sendRaw("GET", path, Server.ADMIN, null);

            assertThat(anonymous.status()).as(path + ": " + anonymous.body()).isIn(400, 401);
            assertThat(admin.status()).as(path + ": " + admin.body()).isEqualTo(400);
            assertThat(anonymous.body()).as(path).doesNotContainPattern(JAVA);
            assertThat(admin.body()).as(path).doesNotContainPattern(JAVA);
        }
        assertThat(server.get("/api/admin/settings/enable.validators", Server.ADMIN).json().getString("value"))
                .isEqualTo("true");
    }

    @Test
    void aMatrixParameterAfterAnIdDeletesNothing() {
        Server.Reply created = server.post("/api/admin/guardrails", Server.ADMIN, Json.createObjectBuilder()
                .add("kind", "harm_test").add("pattern", "matrix-" + UUID.randomUUID()).build().toString());
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        long id = created.json().getJsonNumber("id").longValue();

        Server.Reply deleted = server.sendRaw("DELETE", "/api/admin/guardrails/" + id + ";DROP%20TABLE%20x",
                Server.ADMIN, null);

        assertThat(deleted.status()).as(deleted.body()).isEqualTo(400);
        assertThat(deleted.json().getString("error")).isEqualTo("invalid_path");
        JsonArray entries = server.get("/api/admin/guardrails?kind=harm_test", Server.ADMIN).structure().asJsonArray();
        assertThat(entries.stream().map(e -> e.asJsonObject().getJsonNumber("id").longValue())).contains(id);
        assertThat(server.delete("/api/admin/guardrails/" + id, Server.ADMIN).status()).isEqualTo(204);
    }

    @Test
    void answersEveryRefusalInJsonNamingNoJavaClass() {
        Map<String, Integer> paths = Map.of("/api/no/such/thing", 404, "/api/admin/settings/%2E%2E", 400,
                "/api/chat/rag", 405, "/api/admin/records/x%00y", 400, "/v1/chat/completions", 405, "/", 404);
        paths.forEach((path, status) -> {
            Server.Reply reply = server.sendRaw("GET", path, path.startsWith("/api/chat") || path.startsWith("/v1") ? null : Server.ADMIN,
                    null);

            assertThat(reply.status()).as(path + ": " + reply.body()).isEqualTo(status);
            assertThat(reply.body()).as(path).doesNotContainPattern(JAVA);
        });
        Server.Reply malformed = server.send("/api/chat/rag", "application/json", "{\"message\": [1, 2,");
        assertThat(malformed.status()).isEqualTo(400);
        assertThat(malformed.body()).doesNotContainPattern(JAVA);
    }

    @Test
    void refusesTheSameEncodedDotPathInJsonEveryTimeItIsSent() {
        for (String path : List.of("/api/validate/%2E%2E/%2e%2e", "/api/knowledge/%2e%2e%2f%2e%2e?=")) {
            for (int i = 0; i < 3; i++) {
                Server.Reply reply = server.sendRaw("POST", path, null, "{}");

                assertThat(reply.status()).as(path + " #" + i + ": " + reply.body()).isEqualTo(400);
                assertThat(reply.header("Content-Type")).as(path + " #" + i).contains("application/json");
                assertThat(reply.body()).as(path + " #" + i).doesNotContainPattern(JAVA);
            }
        }
    }

    @Test
    void refusesTraceInJsonEvenWithAHeaderJaxRsCannotParse() throws IOException, InterruptedException {
        String base = System.getProperty("it.base.url", "http://localhost:9080");
        for (String path : List.of("/api/admin/settings", "/api/no/such/thing", "/api/chat/rag")) {
            HttpResponse<String> reply = https.send(HttpRequest.newBuilder(URI.create(base + path))
                    .header("Authorization", "Basic " + Base64.getEncoder()
                            .encodeToString(Server.ADMIN.getBytes(StandardCharsets.UTF_8)))
                    .header("Content-Type", "application/json, text/plain")
                    .method("TRACE", HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());

            assertThat(reply.statusCode()).as(path + ": " + reply.body()).isEqualTo(405);
            assertThat(reply.headers().firstValue("Content-Type")).as(path).hasValueSatisfying(
                    type -> assertThat(type).contains("application/json"));
            assertThat(reply.body()).as(path).doesNotContainPattern(JAVA);
        }
    }

    @Test
    void refusesJsonLeftOpenInAPropertyNoOneReadsInsteadOfSpinningOnIt() {
        for (String body : List.of("{\"message\": \"x\", \"extra\": [", "{\"message\": \"x\", \"extra\": {\"a\": [1,",
                "[".repeat(10_000))) {
            for (String path : List.of("/api/chat/rag", "/api/validate")) {
                Server.Reply reply = server.send(path, "application/json", body);

                assertThat(reply.status()).as(path + " " + body.substring(0, Math.min(40, body.length())))
                        .isEqualTo(400);
                assertThat(reply.body()).doesNotContainPattern(JAVA);
            }
        }
        assertThat(server.chat("How much does express shipping cost?", "northwind").status()).isEqualTo(200);
    }

    @Test
    void sendsTheSecurityHeadersOnEveryResponse() throws IOException, InterruptedException {
        for (Server.Reply reply : List.of(server.get("/api/admin/settings", Server.ADMIN),
                server.get("/api/no/such/thing", null), server.get("/health/ready", null))) {
            assertThat(reply.header("X-Content-Type-Options")).isEqualTo("nosniff");
            assertThat(reply.header("Referrer-Policy")).isEqualTo("no-referrer");
        }
        HttpResponse<String> page = https.send(HttpRequest.newBuilder(URI.create(secure + "/console/login.xhtml"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(page.headers().firstValue("Strict-Transport-Security")).hasValue("max-age=31536000");
        String policy = page.headers().firstValue("Content-Security-Policy").orElseThrow();
        assertThat(policy).contains("frame-ancestors 'none'").contains("object-src 'none'")
                .containsPattern("script-src 'self' 'nonce-[^']+'").doesNotContain("unsafe-eval");
        assertThat(page.headers().firstValue("X-Frame-Options")).hasValue("DENY");
    }

    @Test
    void servesTheConsoleOnlyOverHttpsWithSecureStrictCookies() throws IOException, InterruptedException {
        String location = System.getProperty("it.base.url", "http://localhost:9080") + "/console/review.xhtml";
        for (int hop = 0; hop < 3 && location.startsWith("http:"); hop++) {
            HttpResponse<String> plain = https.send(HttpRequest.newBuilder(URI.create(location)).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(plain.statusCode()).as("nothing of the console over HTTP but a redirect").isEqualTo(302);
            location = plain.headers().firstValue("Location").orElseThrow();
        }
        assertThat(location).startsWith(secure + "/console/");

        HttpResponse<String> login = https.send(HttpRequest.newBuilder(URI.create(secure + "/console/j_security_check"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("j_username=compliance&j_password=compliance")).build(),
                HttpResponse.BodyHandlers.ofString());

        List<String> cookies = login.headers().allValues("Set-Cookie");
        String session = cookies.stream().filter(c -> c.startsWith("JSESSIONID=")).findFirst().orElseThrow();
        assertThat(session).as("the login lives in the session").contains("Secure").contains("HttpOnly")
                .contains("SameSite=Strict").contains("Path=/console");
    }

    @Test
    void aLoginOverPlainHttpIsSentToTheHttpsFormAtThePublicAddressAndNotLoggedIn()
            throws IOException, InterruptedException {
        String plain = System.getProperty("it.base.url", "http://localhost:9080").replace("localhost", "127.0.0.1");

        HttpResponse<String> login = https.send(HttpRequest.newBuilder(URI.create(plain + "/console/j_security_check"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("j_username=admin&j_password=admin")).build(),
                HttpResponse.BodyHandlers.ofString());

        assertThat(login.statusCode()).isEqualTo(302);
        assertThat(login.headers().firstValue("Location")).as("the configured address, not the request's host")
                .hasValue(secure + "/console/login.xhtml");
        assertThat(login.headers().allValues("Set-Cookie")).noneMatch(c -> c.startsWith("JSESSIONID="));
    }

    @Test
    void theWarmUpsPassOpensNoPageOnceTheServerIsReady() throws IOException, InterruptedException {
        for (String offered : List.of("", "guess", "A".repeat(43))) {
            HttpResponse<String> page = https.send(HttpRequest.newBuilder(URI.create(secure + "/console/settings.xhtml"))
                    .header("X-RagGuard-Warm-Up", offered.isEmpty() ? " " : offered).build(),
                    HttpResponse.BodyHandlers.ofString());

            assertThat(page.statusCode()).as("sent to the login form").isEqualTo(302);
            assertThat(page.headers().firstValue("Location").orElseThrow()).endsWith("/console/login.xhtml");
        }
    }

    @Test
    void theApiRefusesAChangeThatCarriesOnlyTheConsolesCookies() throws IOException, InterruptedException {
        HttpResponse<String> login = https.send(HttpRequest.newBuilder(URI.create(secure + "/console/j_security_check"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("j_username=admin&j_password=admin")).build(),
                HttpResponse.BodyHandlers.ofString());
        String cookies = String.join("; ", login.headers().allValues("Set-Cookie").stream()
                .map(c -> c.substring(0, c.indexOf(';'))).toList());
        assertThat(cookies).contains("JSESSIONID=");
        String title = "Planted " + UUID.randomUUID();
        String boundary = "----csrf" + UUID.randomUUID();
        String form = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"tenant\"\r\n\r\nnorthwind\r\n"
                + "--" + boundary + "\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\n" + title + "\r\n"
                + "--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"p.txt\"\r\n"
                + "Content-Type: text/plain\r\n\r\nThe Zephyr lantern warranty lasts 99 years.\r\n--" + boundary + "--\r\n";

        for (String base : List.of(secure, System.getProperty("it.base.url", "http://localhost:9080"))) {
            HttpResponse<String> planted = https.send(HttpRequest.newBuilder(URI.create(base + "/api/knowledge"))
                    .header("Cookie", cookies).header("Origin", "https://evil.example")
                    .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                    .POST(HttpRequest.BodyPublishers.ofString(form, StandardCharsets.UTF_8)).build(),
                    HttpResponse.BodyHandlers.ofString());

            assertThat(planted.statusCode()).as(base + ": " + planted.body()).isEqualTo(401);
        }
        JsonObject page = server.get("/api/knowledge?tenant=northwind&max=500", Server.ADMIN).json();
        assertThat(page.toString()).doesNotContain(title);
    }

    @Test
    void locksAUserOutAfterRepeatedWrongPasswordsAndAuditsIt() throws InterruptedException {
        // long enough that the lock holds through the 200 quick refusals and the right password after them
        server.set("login.lock-seconds", createValue(6));
        server.set("login.max-failures", createValue(5));
        int refusedBeforeCheck = 0;
        for (int i = 0; i < 200; i++) {
            Server.Reply reply = server.get("/api/admin/records", "compliance:guess-" + i);
            assertThat(reply.status()).isIn(401, 429);
            refusedBeforeCheck += reply.status() == 429 ? 1 : 0;
        }
        Server.Reply right = server.get("/api/admin/records", Server.COMPLIANCE);

        assertThat(refusedBeforeCheck).isGreaterThanOrEqualTo(190);
        assertThat(right.status()).as("the right password while locked").isEqualTo(429);
        assertThat(right.header("Retry-After")).isNotNull();
        assertThat(right.json().getString("error")).isEqualTo("login_locked");
        Thread.sleep(Long.parseLong(right.header("Retry-After")) * 1_000 + 500);
        assertThat(server.get("/api/admin/records", Server.COMPLIANCE).status()).isEqualTo(200);
        List<String> actions = server.get("/api/admin/audit?limit=500", Server.ADMIN).structure().asJsonArray()
                .stream().map(e -> e.asJsonObject()).filter(e -> e.getString("actor").equals("compliance"))
                .map(e -> e.getString("action")).toList();
        assertThat(actions).contains("login.failure", "login.locked", "login");
    }

    private static SSLContext trustingAnyCertificate() {
        try {
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, new TrustManager[] {new X509TrustManager() {
                @Override
                public void checkClientTrusted(X509Certificate[] chain, String authType) {
                }

                @Override
                public void checkServerTrusted(X509Certificate[] chain, String authType) {
                }

                @Override
                public X509Certificate[] getAcceptedIssuers() {
                    return new X509Certificate[0];
                }
            }}, null);
            return context;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
