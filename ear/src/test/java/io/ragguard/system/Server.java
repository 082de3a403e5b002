package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonStructure;
import jakarta.json.JsonValue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

/** The running RAG Guard server as a black box: HTTP calls, and a restart through Liberty's script. */
public final class Server {

    public static final String ADMIN = "admin:admin";
    public static final String COMPLIANCE = "compliance:compliance";
    private static final String BEARER = "Bearer ";

    /** The credentials of an integration key, where a method takes "user:password". */
    public static String key(String key) {
        return BEARER + key;
    }

    /** The demo data's integration key, for the four demo tenants. */
    public static final String DEMO_KEY = key("rg-demo-key");
    /** No Authorization header at all, even where a request without credentials would send the demo key. */
    public static final String ANONYMOUS = "";
    /** The paths that need an integration key; a request to them without credentials sends {@link #DEMO_KEY}. */
    private static final List<String> KEYED = List.of("/api/chat/", "/api/validate", "/v1/");

    private final String base;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** The server the tests run against: {@code it.base.url}, the build's own by default. */
    public Server() {
        this(System.getProperty("it.base.url", "http://localhost:9080"));
    }

    /** Another server, at {@code base} ({@code http://localhost:9180}). */
    public Server(String base) {
        this.base = base;
    }

    /** A response: status code, headers and body, with the body parsed as JSON on demand. */
    public record Reply(int status, String body, Map<String, List<String>> headers) {

        Reply(int status, String body) {
            this(status, body, Map.of());
        }

        /** The first value of a header, or null; names are case-insensitive. */
        public String header(String name) {
            return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name))
                    .flatMap(e -> e.getValue().stream()).findFirst().orElse(null);
        }

        public JsonObject json() {
            return (JsonObject) structure();
        }

        public JsonStructure structure() {
            try (var reader = Json.createReader(new StringReader(body))) {
                return reader.read();
            }
        }
    }

    public Reply chat(String message, String tenant) {
        return chat(message, tenant, DEMO_KEY);
    }

    /** A question with the credentials given ({@link #key}). */
    public Reply chat(String message, String tenant, String credentials) {
        var body = Json.createObjectBuilder().add("message", message);
        if (tenant != null) {
            body.add("tenant", tenant);
        }
        return post("/api/chat/rag", credentials, body.build().toString());
    }

    /** A new integration key for the tenants, made by an admin, as credentials ({@link #key}). */
    public String newKey(String name, String... tenants) {
        Reply created = post("/api/admin/keys", ADMIN, Json.createObjectBuilder().add("name", name)
                .add("tenants", Json.createArrayBuilder(List.of(tenants))).build().toString());
        if (created.status() != 201) {
            throw new AssertionError("no key made: " + created);
        }
        return key(created.json().getString("key"));
    }

    /** One Server-Sent Event as it arrived: its name, its data, and when it arrived ({@code System.nanoTime}). */
    public record Event(String name, String data, long arrivedNanos) {
        public JsonObject json() {
            try (var reader = Json.createReader(new StringReader(data))) {
                return reader.readObject();
            }
        }
    }

    /** A streamed answer: the status, the content type, and the events (none when it was not a stream). */
    public record Stream(int status, String contentType, List<Event> events, String body) {
        public List<Event> named(String name) {
            return events.stream().filter(e -> e.name().equals(name)).toList();
        }

        /** The text of every delta, in order. */
        public String deltas() {
            return named("delta").stream().map(e -> e.json().getString("text")).collect(Collectors.joining());
        }
    }

    /** Asks with {@code Accept: text/event-stream} and reads the events as they arrive. */
    public Stream stream(String json) {
        HttpRequest request = request("/api/chat/rag", null).header("Content-Type", "application/json")
                .header("Accept", "text/event-stream")
                .POST(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8)).build();
        try {
            HttpResponse<java.util.stream.Stream<String>> response = http.send(request,
                    HttpResponse.BodyHandlers.ofLines());
            String type = response.headers().firstValue("Content-Type").orElse("");
            List<Event> events = new java.util.ArrayList<>();
            StringBuilder body = new StringBuilder();
            String[] name = {null};
            response.body().forEach(line -> {
                body.append(line).append('\n');
                if (line.startsWith("event:")) {
                    name[0] = line.substring(6).strip();
                } else if (line.startsWith("data:")) {
                    events.add(new Event(name[0] == null ? "message" : name[0], line.substring(5).strip(),
                            System.nanoTime()));
                    name[0] = null;
                }
            });
            return new Stream(response.statusCode(), type, events, body.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    public Reply post(String path, String json) {
        return send(request(path, null).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8)));
    }

    public Reply post(String path, String credentials, String json) {
        return send(request(path, credentials).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8)));
    }

    /** One file part in a multipart upload: its name, media type (none when null) and bytes. */
    public record FilePart(String fileName, String contentType, byte[] content) {
    }

    /**
     * POSTs {@code multipart/form-data}: the text fields, then the file as the part {@code file}
     * (left out when null).
     */
    public Reply upload(String path, String credentials, Map<String, String> fields, FilePart file) {
        String boundary = "----ragguard" + UUID.randomUUID();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        fields.forEach((name, value) -> write(body, "--" + boundary + "\r\nContent-Disposition: form-data; name=\""
                + name + "\"\r\n\r\n" + value + "\r\n"));
        if (file != null) {
            write(body, "--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\""
                    + file.fileName() + "\"\r\n"
                    + (file.contentType() == null ? "" : "Content-Type: " + file.contentType() + "\r\n") + "\r\n");
            body.writeBytes(file.content());
            write(body, "\r\n");
        }
        write(body, "--" + boundary + "--\r\n");
        return send(request(path, credentials).header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())));
    }

    private static void write(ByteArrayOutputStream out, String text) {
        out.writeBytes(text.getBytes(StandardCharsets.UTF_8));
    }

    public Reply send(String path, String contentType, String body) {
        return send(request(path, null).header("Content-Type", contentType)
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)));
    }

    /**
     * Sends the path exactly as given (no normalisation of dot segments or escapes), with the method,
     * credentials and JSON body (none when null).
     */
    public Reply sendRaw(String method, String path, String credentials, String json) {
        HttpRequest.Builder request = request(path, credentials);
        if (json == null) {
            request.method(method, HttpRequest.BodyPublishers.noBody());
        } else {
            request.header("Content-Type", "application/json")
                    .method(method, HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8));
        }
        return send(request);
    }

    public Reply get(String path, String credentials) {
        return send(request(path, credentials).GET());
    }

    /** A GET that asks for one media type: {@code text/csv}. */
    public Reply get(String path, String credentials, String accept) {
        return send(request(path, credentials).header("Accept", accept).GET());
    }

    public Reply put(String path, String credentials, String json) {
        return send(request(path, credentials).header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8)));
    }

    public Reply delete(String path, String credentials) {
        return send(request(path, credentials).DELETE());
    }

    /**
     * The document a knowledge upload stored, once its indexing job is done: the upload must have been
     * accepted (202) with the job's address.
     */
    public long indexed(Reply accepted) {
        if (accepted.status() != 202) {
            throw new AssertionError("upload not accepted: " + accepted);
        }
        String job = accepted.json().getString("job_id");
        if (!String.valueOf(accepted.header("Location")).endsWith("/api/knowledge/jobs/" + job)) {
            throw new AssertionError("no job address in " + accepted);
        }
        long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        while (System.nanoTime() < deadline) {
            JsonObject status = get("/api/knowledge/jobs/" + job, ADMIN).json();
            switch (status.getString("status")) {
                case "done" -> {
                    return accepted.json().getJsonNumber("id").longValue();
                }
                case "failed" -> throw new AssertionError("indexing failed: " + status);
                default -> pause(Duration.ofMillis(200));
            }
        }
        throw new AssertionError("job " + job + " not done within 120 s");
    }

    private static void pause(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Sets a live setting through the admin API and fails the test if the server refuses. */
    public void set(String name, JsonValue value) {
        Reply reply = put("/api/admin/settings/" + name, ADMIN,
                Json.createObjectBuilder().add("value", value).build().toString());
        if (reply.status() != 200) {
            throw new AssertionError("setting " + name + " failed: " + reply);
        }
    }

    public void reset(String name) {
        Reply reply = delete("/api/admin/settings/" + name, ADMIN);
        if (reply.status() != 200) {
            throw new AssertionError("reset of " + name + " failed: " + reply);
        }
    }

    /** Stops and starts the server with its own script, then waits until it is ready. */
    public void restart() throws IOException, InterruptedException {
        Path wlp = Path.of(System.getProperty("it.wlp.dir", "target/liberty/wlp"));
        String script = wlp.resolve("bin/server").toString();
        String name = System.getProperty("it.server.name", "ragguard");
        run(script, "stop", name);
        run(script, "start", name);
        awaitReady(Duration.ofMinutes(3));
    }

    public void awaitReady(Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (System.nanoTime() < deadline) {
            try {
                if (get("/health/ready", null).status() == 200) {
                    return;
                }
            } catch (UncheckedIOException e) {
                // not listening yet
            }
            Thread.sleep(500);
        }
        throw new AssertionError("server not ready within " + limit);
    }

    private static void run(String... command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).inheritIO().start();
        if (!process.waitFor(3, TimeUnit.MINUTES) || process.exitValue() != 0) {
            throw new AssertionError("command failed: " + String.join(" ", command));
        }
    }

    private HttpRequest.Builder request(String path, String given) {
        String credentials = given;
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(60));
        if (credentials == null && KEYED.stream().anyMatch(path::startsWith)) {
            credentials = DEMO_KEY;
        }
        if (credentials == null || credentials.isEmpty()) {
            return builder;
        }
        if (credentials.startsWith(BEARER)) {
            builder.header("Authorization", credentials);
        } else {
            builder.header("Authorization",
                    "Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8)));
        }
        return builder;
    }

    private Reply send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> response = http.send(request.build(),
                    HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            return new Reply(response.statusCode(), response.body(), response.headers().map());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
