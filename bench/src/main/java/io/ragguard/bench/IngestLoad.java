package io.ragguard.bench;

import io.ragguard.bench.LoadProbes.Kind;
import io.ragguard.bench.LoadProbes.Probe;
import jakarta.json.Json;
import jakarta.json.JsonObject;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;

/**
 * What a large upload costs the people chatting meanwhile: {@code clients} threads ask the golden chat
 * questions one after another, first for {@code idle} seconds with nothing else going on (after
 * {@code warmup} seconds left out), then while a
 * document of {@code megabytes} MB is uploaded and indexed in the background (from the 202 to its job's
 * {@code done}). Prints chat latency p50 / p95 / p99 in both phases, their ratio, the statuses, how long
 * the indexing took and the server's resident memory ({@link ServerMemory}), then the same as one JSON
 * line. The document is made of the tenant's demo documents, each paragraph under its own section
 * number so that no chunk repeats another, and is deleted at the end. Exits with 1 when chat p95 during
 * the ingest is above {@code max.ratio} (2) times the idle p95, on any 5xx, or when the job fails.
 *
 * <p>Start the server ({@code ./mvnw liberty:run}), then
 * {@code ./mvnw -q -pl bench exec:java@ingest-load [-Dclients=4] [-Dwarmup=30] [-Didle=60] [-Dmegabytes=5]
 * [-Dtenant=northwind] [-Dmax.ratio=2] [-Dbase.url=http://localhost:9080] [-Dadmin.user=admin
 * -Dadmin.password=admin] [-Dkey=rg-demo-key] [-Dserver.pid=...]}.
 */
public final class IngestLoad {

    private static final long POLL_MS = 1_000;

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();
    private final String base = System.getProperty("base.url", "http://localhost:9080").replaceAll("/+$", "");
    private final String key = Server.keyAuthorization();
    private final String admin = "Basic " + Base64.getEncoder().encodeToString((System.getProperty("admin.user",
            "admin") + ":" + System.getProperty("admin.password", "admin")).getBytes(StandardCharsets.UTF_8));
    private final int clients = Integer.getInteger("clients", 4);
    private final int idleSeconds = Integer.getInteger("idle", 60);
    private final int megabytes = Integer.getInteger("megabytes", 5);
    private final String tenant = System.getProperty("tenant", "northwind");
    private final double maxRatio = Double.parseDouble(System.getProperty("max.ratio", "2"));
    private final LoadProbes probes = new LoadProbes();

    /** Which phase the chat clients are in; their latencies and statuses go to its tally. */
    private volatile Phase phase = Phase.WARMUP;
    private volatile boolean stopped;

    private enum Phase { WARMUP, IDLE, INGEST, AFTER }

    private final Map<Phase, ConcurrentLinkedQueue<Double>> latencies = new ConcurrentHashMap<>();
    private final Map<Phase, Map<String, Integer>> statuses = new ConcurrentHashMap<>();

    public static void main(String[] args) throws Exception {
        new IngestLoad().run();
    }

    private void run() throws Exception {
        for (Phase p : Phase.values()) {
            latencies.put(p, new ConcurrentLinkedQueue<>());
            statuses.put(p, new ConcurrentHashMap<>());
        }
        byte[] document = document();
        System.out.printf(Locale.ROOT, "ingest-load: %d chat clients, %d s idle, then a %.1f MB document for %s at %s%n",
                clients, idleSeconds, document.length / 1e6, tenant, base);
        ServerMemory memory = ServerMemory.start();
        List<Thread> threads = new ArrayList<>();
        for (int c = 0; c < clients; c++) {
            int client = c;
            Thread thread = new Thread(() -> chat(client), "chat-client-" + c);
            thread.setDaemon(true);
            threads.add(thread);
            thread.start();
        }
        TimeUnit.SECONDS.sleep(Integer.getInteger("warmup", 30));
        phase = Phase.IDLE;
        TimeUnit.SECONDS.sleep(idleSeconds);
        phase = Phase.INGEST;
        long start = System.nanoTime();
        JsonObject accepted = upload(document);
        JsonObject job = awaitJob(accepted.getString("job_id"));
        double ingestSeconds = (System.nanoTime() - start) / 1e9;
        phase = Phase.AFTER;
        stopped = true;
        for (Thread thread : threads) {
            thread.join();
        }
        JsonObject rss = memory.report();
        int deleted = send(HttpRequest.newBuilder(URI.create(base + "/api/knowledge/" + accepted.getJsonNumber("id").longValue()))
                .header("Authorization", admin).DELETE()).statusCode();
        report(job, ingestSeconds, document.length, rss, deleted);
    }

    /** One chat client's loop until the run stops. */
    private void chat(int client) {
        Random random = new Random(Long.getLong("seed", 1) * 1_000_003L + client);
        while (!stopped) {
            Probe probe = probes.next(Kind.CHAT, random, 0);
            Phase during = phase;
            long start = System.nanoTime();
            String status;
            try {
                status = Integer.toString(send(HttpRequest.newBuilder(URI.create(base + Kind.CHAT.path))
                        .header("Content-Type", "application/json").header("Authorization", key)
                        .POST(HttpRequest.BodyPublishers.ofString(probe.body(), StandardCharsets.UTF_8))).statusCode());
            } catch (IOException e) {
                status = "connection_error";
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            if (during == phase) {
                latencies.get(during).add((System.nanoTime() - start) / 1e6);
                statuses.get(during).merge(status, 1, Integer::sum);
            }
        }
    }

    /** The tenant's demo documents, paragraph by paragraph under running section numbers, to the size asked. */
    private byte[] document() {
        List<String> paragraphs = Corpora.demoDocuments(tenant).values().stream()
                .flatMap(d -> List.of(d[1].split("\\n\\s*\\n")).stream()).map(String::strip)
                .filter(p -> !p.isEmpty() && !p.startsWith("#")).toList();
        StringBuilder text = new StringBuilder("# Ingest benchmark handbook\n\n");
        long target = megabytes * 1_000_000L;
        for (int section = 1; text.length() < target; section++) {
            String paragraph = paragraphs.get((section - 1) % paragraphs.size());
            text.append("Section ").append(section).append(". ").append(paragraph).append("\n\n");
        }
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** Uploads the document as a multipart file; returns the 202's body. */
    private JsonObject upload(byte[] document) throws IOException, InterruptedException {
        String boundary = "----ingest" + UUID.randomUUID();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"tenant\"\r\n\r\n" + tenant
                + "\r\n--" + boundary + "\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nIngest benchmark "
                + "handbook\r\n--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; "
                + "filename=\"ingest-benchmark.txt\"\r\nContent-Type: text/plain\r\n\r\n")
                .getBytes(StandardCharsets.UTF_8));
        body.writeBytes(document);
        body.writeBytes(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(base + "/api/knowledge"))
                .timeout(Duration.ofSeconds(120)).header("Authorization", admin)
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())).build(),
                HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 202) {
            throw new IllegalStateException("the upload answered " + response.statusCode() + ": " + response.body());
        }
        return Server.parse(response.body());
    }

    /** Polls the job until it is done or failed, at most {@code max.ingest} seconds (1800). */
    private JsonObject awaitJob(String jobId) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(Integer.getInteger("max.ingest", 1800));
        while (System.nanoTime() < deadline) {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(base + "/api/knowledge/jobs/"
                    + jobId)).header("Authorization", admin).GET().build(), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() == 200) {
                JsonObject job = Server.parse(response.body());
                String status = job.getString("status");
                if (status.equals("done") || status.equals("failed")) {
                    return job;
                }
            }
            TimeUnit.MILLISECONDS.sleep(POLL_MS);
        }
        throw new IllegalStateException("job " + jobId + " not done after max.ingest seconds");
    }

    private HttpResponse<Void> send(HttpRequest.Builder request) throws IOException, InterruptedException {
        return http.send(request.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.discarding());
    }

    private void report(JsonObject job, double ingestSeconds, int bytes, JsonObject rss, int deleted) {
        JsonObject idle = percentiles(Phase.IDLE);
        JsonObject during = percentiles(Phase.INGEST);
        double ratio = during.getJsonNumber("p95").doubleValue() / idle.getJsonNumber("p95").doubleValue();
        List<String> failures = new ArrayList<>();
        if (!job.getString("status").equals("done")) {
            failures.add("the job ended " + job.getString("status") + ": " + job.get("error"));
        }
        if (ratio > maxRatio) {
            failures.add(String.format(Locale.ROOT, "chat p95 during the ingest is %.2f times the idle p95 (at most %.1f)",
                    ratio, maxRatio));
        }
        for (Phase p : List.of(Phase.IDLE, Phase.INGEST)) {
            statuses.get(p).forEach((status, n) -> {
                if (status.startsWith("5") || status.equals("connection_error")) {
                    failures.add(n + " chat answers " + status + " " + p.name().toLowerCase(Locale.ROOT));
                }
            });
        }
        System.out.println("machine: " + Server.machine());
        System.out.printf(Locale.ROOT, "document: %.1f MB, %d chunks, indexed in %.1f s (%.1f chunks/s), deleted: %d%n",
                bytes / 1e6, job.getInt("chunks"), ingestSeconds, job.getInt("chunks") / ingestSeconds, deleted);
        System.out.printf(Locale.ROOT, "chat ms        %8s %8s %8s %8s %7s%n", "p50", "p95", "p99", "max", "n");
        row("idle", idle);
        row("during ingest", during);
        System.out.printf(Locale.ROOT, "p95 during / idle: %.2f (at most %.1f)%n", ratio, maxRatio);
        System.out.println("statuses idle " + new TreeMap<>(statuses.get(Phase.IDLE)) + ", during "
                + new TreeMap<>(statuses.get(Phase.INGEST)));
        System.out.println(failures.isEmpty() ? "result: passed" : "result: FAILED: " + String.join("; ", failures));
        System.out.println(Json.createObjectBuilder().add("machine", Server.machine()).add("clients", clients)
                .add("idle_s", idleSeconds).add("megabytes", bytes / 1e6).add("chunks", job.getInt("chunks"))
                .add("ingest_s", Math.round(ingestSeconds * 10) / 10.0).add("chat_idle_ms", idle)
                .add("chat_during_ingest_ms", during).add("p95_ratio", Math.round(ratio * 100) / 100.0)
                .add("server_rss", rss).add("passed", failures.isEmpty()).build());
        if (!failures.isEmpty()) {
            System.exit(1);
        }
    }

    private JsonObject percentiles(Phase p) {
        return LoadTally.percentiles(latencies.get(p).stream().mapToDouble(Double::doubleValue).toArray());
    }

    private static void row(String name, JsonObject p) {
        System.out.printf(Locale.ROOT, "%-14s %8.1f %8.1f %8.1f %8.1f %7d%n", name, p.getJsonNumber("p50").doubleValue(),
                p.getJsonNumber("p95").doubleValue(), p.getJsonNumber("p99").doubleValue(),
                p.getJsonNumber("max").doubleValue(), p.getInt("n"));
    }
}
