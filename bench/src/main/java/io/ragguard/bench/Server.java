package io.ragguard.bench;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;

import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A running RAG Guard server as the speed benchmarks talk to it: JSON posts, a request's record (as
 * an admin) and the process's CPU time. {@code -Dbase.url} (http://localhost:9080),
 * {@code -Dadmin.user} and {@code -Dadmin.password} (admin, admin), {@code -Dkey} (the integration key the
 * posts send, rg-demo-key).
 */
final class Server {

    private static final Pattern CPU_METRIC = Pattern.compile("cpu_processCpuTime_seconds\\{[^}]*} ([0-9.eE+-]+)");

    private final HttpClient http = HttpClient.newHttpClient();
    private final String base;
    private final String admin;
    private final String key = keyAuthorization();

    private Server(String base, String user, String password) {
        this.base = base;
        this.admin = "Basic " + Base64.getEncoder()
                .encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
    }

    /** The integration key the benchmarks send ({@code -Dkey}, the demo data's by default). */
    static String key() {
        return System.getProperty("key", "rg-demo-key");
    }

    /** {@link #key()} as an {@code Authorization} header. */
    static String keyAuthorization() {
        return "Bearer " + key();
    }

    /** The server the system properties name. */
    static Server fromProperties() {
        return new Server(System.getProperty("base.url", "http://localhost:9080"),
                System.getProperty("admin.user", "admin"), System.getProperty("admin.password", "admin"));
    }

    /** POSTs the JSON body to the path and reads the 200 answer. */
    String post(String path, String json) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(URI.create(base + path)).header("Content-Type", "application/json")
                .header("Authorization", key).POST(HttpRequest.BodyPublishers.ofString(json)).build());
    }

    /** GETs the path, as an admin when {@code asAdmin}. */
    String get(String path, boolean asAdmin) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path)).GET();
        if (asAdmin) {
            request.header("Authorization", admin);
        }
        return send(request.build());
    }

    /** POSTs the JSON body to the path as an admin and reads the 2xx answer. */
    String postAsAdmin(String path, String json) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json").header("Authorization", admin)
                .POST(HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() / 100 != 2) {
            throw new IllegalStateException(path + " answered " + response.statusCode() + ": " + response.body());
        }
        return response.body();
    }

    /** Sets a live setting as an admin. */
    void set(String name, String value) throws IOException, InterruptedException {
        send(HttpRequest.newBuilder(URI.create(base + "/api/admin/settings/" + name)).header("Authorization", admin)
                .header("Content-Type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString(Json.createObjectBuilder().add("value", value).build()
                        .toString())).build());
    }

    /** Returns a live setting to its default, as an admin. */
    void reset(String name) throws IOException, InterruptedException {
        send(HttpRequest.newBuilder(URI.create(base + "/api/admin/settings/" + name)).header("Authorization", admin)
                .DELETE().build());
    }

    /**
     * Stores a document for a tenant as an admin ({@code POST /api/knowledge}) and waits until it is
     * indexed; returns its id.
     */
    long addDocument(String tenant, String title, String content) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(base + "/api/knowledge"))
                .header("Authorization", admin).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(Json.createObjectBuilder().add("tenant", tenant)
                        .add("title", title).add("content", content).build().toString())).build(),
                HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 202) {
            throw new IllegalStateException("/api/knowledge answered " + response.statusCode() + ": " + response.body());
        }
        JsonObject accepted = parse(response.body());
        for (int polls = 0; polls < 600; polls++) {
            JsonObject job = parse(get("/api/knowledge/jobs/" + accepted.getString("job_id"), true));
            if (job.getString("status").equals("done")) {
                return accepted.getJsonNumber("id").longValue();
            }
            if (job.getString("status").equals("failed")) {
                throw new IllegalStateException("indexing " + title + " failed: " + job);
            }
            Thread.sleep(100);
        }
        throw new IllegalStateException("indexing " + title + " did not finish in a minute");
    }

    /** Deletes a document as an admin. */
    void deleteDocument(long id) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(base + "/api/knowledge/" + id))
                .header("Authorization", admin).DELETE().build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() / 100 != 2) {
            throw new IllegalStateException("deleting document " + id + " answered " + response.statusCode());
        }
    }

    /** One Server-Sent Event and when it arrived ({@link System#nanoTime()}). */
    record Event(String name, JsonObject data, long arrivedNanos) {
    }

    /** POSTs the JSON body asking for an event stream, and reads every event as it arrives. */
    List<Event> stream(String path, String json) throws IOException, InterruptedException {
        HttpResponse<Stream<String>> response = http.send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/json").header("Accept", "text/event-stream")
                .header("Authorization", key)
                .POST(HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofLines());
        if (response.statusCode() != 200) {
            throw new IllegalStateException(path + " answered " + response.statusCode());
        }
        List<Event> events = new ArrayList<>();
        String[] name = {null};
        response.body().forEach(line -> {
            if (line.startsWith("event:")) {
                name[0] = line.substring(6).strip();
            } else if (line.startsWith("data:")) {
                events.add(new Event(name[0], parse(line.substring(5).strip()), System.nanoTime()));
            }
        });
        return events;
    }

    /** The record of a request: its latencies, outcomes, evidence. */
    JsonObject record(String requestId) throws IOException, InterruptedException {
        return parse(get("/api/admin/records/" + requestId, true));
    }

    /** The server process's CPU time so far (all its threads, both cores), from the base metrics. */
    double cpuSeconds() throws IOException, InterruptedException {
        Matcher m = CPU_METRIC.matcher(get("/metrics?scope=base", false));
        return m.find() ? Double.parseDouble(m.group(1)) : Double.NaN;
    }

    /**
     * This machine's CPU as the model's speed depends on it: its model name, its core count and which
     * of the int8 instruction sets ONNX Runtime uses it has (from {@code /proc/cpuinfo}; "unknown"
     * elsewhere). The answer's pass took 12 ms on one machine and 31 ms on another: read the
     * millisecond figures with it.
     */
    static String machine() {
        try {
            List<String> lines = Files.readAllLines(Path.of("/proc/cpuinfo"));
            String model = lines.stream().filter(l -> l.startsWith("model name")).findFirst()
                    .map(l -> l.substring(l.indexOf(':') + 1).strip()).orElse("unknown");
            Set<String> flags = lines.stream().filter(l -> l.startsWith("flags")).findFirst()
                    .map(l -> Set.of(l.substring(l.indexOf(':') + 1).strip().split("\\s+"))).orElse(Set.of());
            String sets = Stream.of("avx2", "avx512f", "avx512_vnni", "avx_vnni").filter(flags::contains)
                    .collect(Collectors.joining(" "));
            return model + ", " + Runtime.getRuntime().availableProcessors() + " cores, " + (sets.isEmpty() ? "no AVX2"
                    : sets);
        } catch (IOException e) {
            return "unknown";
        }
    }

    private String send(HttpRequest request) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException(request.uri() + " answered " + response.statusCode() + ": "
                    + response.body());
        }
        return response.body();
    }

    static JsonObject parse(String json) {
        try (JsonReader reader = Json.createReader(new StringReader(json))) {
            return reader.readObject();
        }
    }
}
