package io.ragguard.bench;

import io.ragguard.bench.LoadProbes.Kind;
import io.ragguard.bench.LoadProbes.Probe;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReader;
import jakarta.json.JsonReaderFactory;

import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A closed-loop load test of a running server: {@code clients} threads each send one request after
 * another for {@code duration} seconds, each request's kind drawn (seeded) by the weights of
 * {@code mix}: chat questions, validations, and probes the chain must stop (personal data, a tenfold
 * dose; see {@link LoadProbes}). The first {@code warmup} seconds are left out of throughput, latency
 * and status figures; every check (leaks, server errors, hung requests, records) covers them too. A
 * client that gets a 503 waits as its {@code Retry-After} says (1 s without one, at most 10 s) unless
 * {@code -Dretry.after=false}. Once the clients stop, the record of every answer (200) is read back as
 * an admin, eight at a time, to see that none was lost.
 *
 * <p>Prints the machine, the plan, throughput, latency p50 / p95 / p99 / max (all requests and per
 * kind, including hung ones at their timeout), requests by status, 503s with and without
 * {@code Retry-After}, PII and dose leaks with the first examples, and the records found and missing,
 * the server's resident memory before, at its peak and after the load ({@link ServerMemory}), then the
 * same as one JSON line. Exits with 1 on any leak, any 5xx other than 503, any hung request,
 * any record missing or unreadable, or when no request was answered at all (a server that is down).
 *
 * <p>Start the server ({@code ./mvnw liberty:run}), then
 * {@code ./mvnw -q -pl bench exec:java@load -Dclients=64 -Dduration=600 [-Dmix=chat:6,validate:2,pii:1,dose:1]
 * [-Dbase.url=http://localhost:9080] [-Dtimeout=30] [-Dwarmup=20] [-Dseed=1] [-Dkey=...]
 * [-Dadmin.user=admin -Dadmin.password=admin] [-Dserver.pid=...]}. {@code -Dkey} is sent as {@code Authorization: Bearer}
 * on every load request.
 */
public final class Load {

    private static final JsonReaderFactory READERS = Json.createReaderFactory(Map.of());
    private static final int RECORD_READERS = 8;
    private static final long CONNECTION_ERROR_PAUSE_MS = 100;

    /** The run as the system properties set it up. */
    record Plan(String base, int clients, int durationSeconds, int warmupSeconds, int timeoutSeconds,
                Map<Kind, Integer> mix, long seed, String key, String admin, boolean retryAfter) {

        static Plan fromProperties() {
            Map<Kind, Integer> mix = new EnumMap<>(Kind.class);
            for (String part : System.getProperty("mix", "chat:6,validate:2,pii:1,dose:1").split(",")) {
                String[] kindAndWeight = part.split(":");
                int weight = kindAndWeight.length > 1 ? Integer.parseInt(kindAndWeight[1].strip()) : 1;
                if (weight > 0) {
                    mix.put(Kind.parse(kindAndWeight[0]), weight);
                }
            }
            if (mix.isEmpty()) {
                throw new IllegalArgumentException("-Dmix names no kind with a weight above 0");
            }
            String key = Server.key();
            String credentials = System.getProperty("admin.user", "admin") + ":"
                    + System.getProperty("admin.password", "admin");
            return new Plan(System.getProperty("base.url", "http://localhost:9080").replaceAll("/+$", ""),
                    Integer.getInteger("clients", 64), Integer.getInteger("duration", 600),
                    Integer.getInteger("warmup", 20), Integer.getInteger("timeout", 30), mix,
                    Long.getLong("seed", 1), key.isBlank() ? null : key.strip(),
                    "Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8)),
                    !"false".equalsIgnoreCase(System.getProperty("retry.after", "true")));
        }

        String mixText() {
            return mix.entrySet().stream().map(e -> e.getKey().label() + ":" + e.getValue())
                    .collect(Collectors.joining(","));
        }
    }

    /** What reading back the records of the answers found. */
    record RecordCheck(int found, int missing, Map<String, Integer> unreadable, List<String> missingIds) {

        int unreadableCount() {
            return unreadable.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    private final Plan plan;
    private final HttpClient http;
    private final LoadProbes probes = new LoadProbes();
    private final List<Kind> wheel = new ArrayList<>();

    private Load(Plan plan) {
        this.plan = plan;
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(Math.min(10, plan.timeoutSeconds()))).build();
        plan.mix().forEach((kind, weight) -> {
            for (int i = 0; i < weight; i++) {
                wheel.add(kind);
            }
        });
    }

    public static void main(String[] args) throws Exception {
        Plan plan = Plan.fromProperties();
        Load load = new Load(plan);
        System.out.printf(Locale.ROOT, "load: %d clients for %d s after %d s of warm-up against %s, mix %s%n",
                plan.clients(), plan.durationSeconds(), plan.warmupSeconds(), plan.base(), plan.mixText());
        LoadTally warm = new LoadTally();
        LoadTally measured = new LoadTally();
        ServerMemory memory = ServerMemory.start();
        double seconds = load.run(warm, measured);
        JsonObject rss = memory.report();
        List<String> ids = new ArrayList<>(warm.requestIds());
        ids.addAll(measured.requestIds());
        RecordCheck records = load.checkRecords(ids);
        Set<LoadTally.Leak> idleToo = load.leakingWhenIdle(warm, measured);
        List<String> failures = failures(warm, measured, records, idleToo);
        JsonObject summary = load.report(warm, measured, seconds, records, failures, idleToo, rss);
        System.out.println(summary);
        if (!failures.isEmpty()) {
            System.exit(1);
        }
    }

    /** Runs the clients into the two tallies; returns the seconds from the warm-up's end to the last answer. */
    private double run(LoadTally warm, LoadTally measured) throws InterruptedException {
        long start = System.nanoTime();
        long measuredFrom = start + TimeUnit.SECONDS.toNanos(plan.warmupSeconds());
        long end = measuredFrom + TimeUnit.SECONDS.toNanos(plan.durationSeconds());
        LoadTally[] warming = new LoadTally[plan.clients()];
        LoadTally[] timed = new LoadTally[plan.clients()];
        long[] lastDone = new long[plan.clients()];
        List<Thread> threads = new ArrayList<>();
        for (int c = 0; c < plan.clients(); c++) {
            int client = c;
            warming[c] = new LoadTally();
            timed[c] = new LoadTally();
            Thread thread = new Thread(() -> lastDone[client] = client(client, measuredFrom, end, warming[client],
                    timed[client]), "load-client-" + c);
            thread.setDaemon(true);
            threads.add(thread);
            thread.start();
        }
        for (Thread thread : threads) {
            thread.join();
        }
        long last = end;
        for (int c = 0; c < plan.clients(); c++) {
            warm.merge(warming[c]);
            measured.merge(timed[c]);
            last = Math.max(last, lastDone[c]);
        }
        return (last - measuredFrom) / 1e9;
    }

    /** One client's loop; returns when its last request was answered (nanoTime). */
    private long client(int client, long measuredFrom, long end, LoadTally warm, LoadTally measured) {
        Random random = new Random(plan.seed() * 1_000_003L + client);
        long sequence = 0;
        long done = System.nanoTime();
        try {
            for (long now = done; now < end; now = System.nanoTime()) {
                Kind kind = wheel.get(random.nextInt(wheel.size()));
                Probe probe = probes.next(kind, random, sequence++ * plan.clients() + client);
                long pause = send(probe, now < measuredFrom ? warm : measured);
                done = System.nanoTime();
                if (pause > 0) {
                    Thread.sleep(Math.min(pause, Math.max(0, TimeUnit.NANOSECONDS.toMillis(end - done))));
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return done;
    }

    /**
     * Sends one request and tallies it; returns the ms to wait before the next: what a 503's
     * {@code Retry-After} asks (unless {@code -Dretry.after=false}), a tenth of a second after a connection
     * error (so that a server that is down does not get a busy loop), else 0.
     */
    private long send(Probe probe, LoadTally tally) throws InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(plan.base() + probe.kind().path))
                .timeout(Duration.ofSeconds(plan.timeoutSeconds())).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(probe.body(), StandardCharsets.UTF_8));
        if (plan.key() != null) {
            request.header("Authorization", "Bearer " + plan.key());
        }
        long start = System.nanoTime();
        try {
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            int status = response.statusCode();
            tally.add(probe.kind(), millisSince(start), Integer.toString(status));
            if (status == 200) {
                judge(probe, response.body(), tally);
            } else if (status == 503) {
                String retryAfter = response.headers().firstValue("Retry-After").orElse(null);
                tally.overloaded(retryAfter != null);
                return plan.retryAfter() ? retryAfterMillis(retryAfter) : 0;
            }
        } catch (IOException e) {
            if (e instanceof HttpTimeoutException && !(e instanceof HttpConnectTimeoutException)) {
                tally.add(probe.kind(), millisSince(start), LoadTally.HUNG);
            } else {
                tally.add(probe.kind(), millisSince(start), LoadTally.CONNECTION_ERROR);
                tally.error(e.toString());
                return CONNECTION_ERROR_PAUSE_MS;
            }
        }
        return 0;
    }

    /** Remembers the answer's request id and judges a probe's answer. */
    private static void judge(Probe probe, String body, LoadTally tally) {
        JsonObject answer;
        try (JsonReader reader = READERS.createReader(new StringReader(body))) {
            answer = reader.readObject();
        } catch (JsonException | IllegalStateException e) {
            tally.error("a 200 answer that is no JSON object: " + LoadProbes.excerpt(body));
            return;
        }
        String requestId = answer.getString("request_id", null);
        if (requestId != null) {
            tally.answered(requestId);
        }
        if (probe.kind() == Kind.PII || probe.kind() == Kind.DOSE) {
            tally.judged(probe.kind());
            LoadProbes.leak(probe, answer).ifPresent(what -> tally.leak(System.nanoTime(), probe.kind(), what, probe));
        }
    }

    private static long retryAfterMillis(String retryAfter) {
        try {
            return TimeUnit.SECONDS.toMillis(Math.max(0, Math.min(10, Long.parseLong(retryAfter.strip()))));
        } catch (NumberFormatException | NullPointerException e) {
            return 1000;
        }
    }

    /**
     * The leaks the server also lets through when it is idle: each leaked probe sent again, alone, once
     * the load has stopped. Those are misses of the validators' judgement, not of the server under load.
     */
    private Set<LoadTally.Leak> leakingWhenIdle(LoadTally warm, LoadTally measured) throws InterruptedException {
        Set<LoadTally.Leak> idleToo = new HashSet<>();
        List<LoadTally.Leak> all = new ArrayList<>(warm.leaks());
        all.addAll(measured.leaks());
        for (LoadTally.Leak leak : all) {
            LoadTally alone = new LoadTally();
            send(leak.probe(), alone);
            if (!alone.leaks().isEmpty()) {
                idleToo.add(leak);
            }
        }
        return idleToo;
    }

    /** Reads the record of every answer back as an admin, {@value #RECORD_READERS} at a time. */
    private RecordCheck checkRecords(List<String> ids) throws InterruptedException {
        Map<String, Integer> statuses = new ConcurrentHashMap<>();
        ConcurrentLinkedQueue<String> missing = new ConcurrentLinkedQueue<>();
        ExecutorService readers = Executors.newFixedThreadPool(RECORD_READERS);
        for (String id : ids) {
            readers.execute(() -> {
                String status = recordStatus(id);
                statuses.merge(status, 1, Integer::sum);
                if (status.equals("404")) {
                    missing.add(id);
                }
            });
        }
        readers.shutdown();
        readers.awaitTermination(1, TimeUnit.DAYS);
        Map<String, Integer> unreadable = new TreeMap<>(statuses);
        int found = unreadable.getOrDefault("200", 0);
        int lost = unreadable.getOrDefault("404", 0);
        unreadable.remove("200");
        unreadable.remove("404");
        return new RecordCheck(found, lost, unreadable, missing.stream().limit(3).toList());
    }

    /** The status of one record's read, after up to three tries when the server is busy or unreachable. */
    private String recordStatus(String requestId) {
        HttpRequest request = HttpRequest.newBuilder(URI.create(plan.base() + "/api/admin/records/" + requestId))
                .timeout(Duration.ofSeconds(plan.timeoutSeconds())).header("Authorization", plan.admin()).GET()
                .build();
        String status = LoadTally.CONNECTION_ERROR;
        for (int attempt = 0; attempt < 3; attempt++) {
            try {
                status = Integer.toString(http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode());
                if (!status.equals("503")) {
                    return status;
                }
            } catch (HttpTimeoutException e) {
                status = LoadTally.HUNG;
            } catch (IOException e) {
                status = LoadTally.CONNECTION_ERROR;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return status;
            }
            try {
                Thread.sleep(1000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return status;
            }
        }
        return status;
    }

    private static List<String> failures(LoadTally warm, LoadTally measured, RecordCheck records,
                                         Set<LoadTally.Leak> idleToo) {
        List<String> failures = new ArrayList<>();
        if (measured.outcome("200") + measured.outcome("422") == 0) {
            failures.add("no request was answered");
        }
        for (Kind kind : List.of(Kind.PII, Kind.DOSE)) {
            long underLoad = Stream.concat(warm.leaks(kind).stream(), measured.leaks(kind).stream())
                    .filter(leak -> !idleToo.contains(leak)).count();
            if (underLoad > 0) {
                failures.add(underLoad + " " + kind.label() + " leaks under load that the server catches when idle");
            }
        }
        int serverErrors = warm.serverErrors() + measured.serverErrors();
        if (serverErrors > 0) {
            failures.add(serverErrors + " answers with a 5xx other than 503");
        }
        int hung = warm.outcome(LoadTally.HUNG) + measured.outcome(LoadTally.HUNG);
        if (hung > 0) {
            failures.add(hung + " hung requests");
        }
        if (records.missing() > 0) {
            failures.add(records.missing() + " records missing");
        }
        if (records.unreadableCount() > 0) {
            failures.add(records.unreadableCount() + " records could not be read " + records.unreadable());
        }
        return failures;
    }

    /** Prints the results as text and returns them as JSON. */
    private JsonObject report(LoadTally warm, LoadTally measured, double seconds, RecordCheck records,
                              List<String> failures, Set<LoadTally.Leak> idleToo, JsonObject rss) {
        int requests = measured.requests();
        int answered = measured.outcome("200") + measured.outcome("422");
        System.out.println("machine: " + Server.machine());
        System.out.printf(Locale.ROOT, "clients %d, duration %d s (after %d s warm-up), mix %s, timeout %d s%n",
                plan.clients(), plan.durationSeconds(), plan.warmupSeconds(), plan.mixText(), plan.timeoutSeconds());
        System.out.printf(Locale.ROOT, "throughput: %.2f requests/s (%d requests in %.1f s); answered (200, 422): "
                + "%.2f/s%n", requests / seconds, requests, seconds, answered / seconds);
        System.out.printf(Locale.ROOT, "latency ms %-9s %8s %8s %8s %8s %7s%n", "", "p50", "p95", "p99", "max", "n");
        JsonObjectBuilder latency = Json.createObjectBuilder();
        latency.add("all", latencyRow("all", measured.latencies(null)));
        for (Kind kind : plan.mix().keySet()) {
            latency.add(kind.label(), latencyRow(kind.label(), measured.latencies(kind)));
        }
        System.out.println("by status: " + measured.outcomes());
        JsonObjectBuilder byKind = Json.createObjectBuilder();
        for (Kind kind : plan.mix().keySet()) {
            System.out.printf(Locale.ROOT, "  %-9s %s%n", kind.label(), measured.outcomes(kind));
            byKind.add(kind.label(), counts(measured.outcomes(kind)));
        }
        System.out.printf(Locale.ROOT, "503s: %d, with Retry-After %d, without %d%n", measured.outcome("503"),
                measured.withRetryAfter(), measured.withoutRetryAfter());
        if (!measured.errors().isEmpty()) {
            System.out.println("connection errors, first ones: " + measured.errors());
        }
        JsonObjectBuilder leaks = Json.createObjectBuilder();
        for (Kind kind : List.of(Kind.PII, Kind.DOSE)) {
            if (!plan.mix().containsKey(kind)) {
                continue;
            }
            List<LoadTally.Leak> found = new ArrayList<>(warm.leaks(kind));
            found.addAll(measured.leaks(kind));
            int judged = warm.probes(kind) + measured.probes(kind);
            long sameWhenIdle = found.stream().filter(idleToo::contains).count();
            System.out.printf(Locale.ROOT, "%s leaks (whole run): %d of %d probes answered with 200; %d of them leak when "
                    + "sent alone to the idle server too (a miss of the validators, not of the load)%n", kind.label(),
                    found.size(), judged, sameWhenIdle);
            JsonArrayBuilder examples = Json.createArrayBuilder();
            found.stream().limit(3).forEach(l -> {
                System.out.println("  " + l.what());
                examples.add(l.what());
            });
            leaks.add(kind.label(), Json.createObjectBuilder().add("leaks", found.size()).add("judged", judged)
                    .add("same_when_idle", sameWhenIdle).add("examples", examples));
        }
        System.out.printf(Locale.ROOT, "records checked: %d found, %d missing%s%s%n", records.found(),
                records.missing(), records.missingIds().isEmpty() ? "" : " (first: " + records.missingIds() + ")",
                records.unreadable().isEmpty() ? "" : ", could not read " + records.unreadable());
        System.out.printf(Locale.ROOT, "warm-up (left out above, checked): %d requests, by status %s%n",
                warm.requests(), warm.outcomes());
        System.out.println(failures.isEmpty() ? "result: passed" : "result: FAILED: " + String.join("; ", failures));
        JsonArrayBuilder failed = Json.createArrayBuilder();
        failures.forEach(failed::add);
        return Json.createObjectBuilder()
                .add("machine", Server.machine())
                .add("clients", plan.clients())
                .add("duration_s", plan.durationSeconds())
                .add("warmup_s", plan.warmupSeconds())
                .add("timeout_s", plan.timeoutSeconds())
                .add("mix", plan.mixText())
                .add("requests", requests)
                .add("throughput_rps", Math.round(requests / seconds * 100) / 100.0)
                .add("answered_rps", Math.round(answered / seconds * 100) / 100.0)
                .add("latency_ms", latency)
                .add("status", counts(measured.outcomes()))
                .add("status_by_kind", byKind)
                .add("overloaded_503", Json.createObjectBuilder().add("total", measured.outcome("503"))
                        .add("with_retry_after", measured.withRetryAfter())
                        .add("without_retry_after", measured.withoutRetryAfter()))
                .add("leaks", leaks)
                .add("records", Json.createObjectBuilder().add("checked", records.found() + records.missing()
                        + records.unreadableCount()).add("found", records.found()).add("missing", records.missing())
                        .add("unreadable", counts(records.unreadable())))
                .add("server_rss", rss)
                .add("warmup", Json.createObjectBuilder().add("requests", warm.requests())
                        .add("status", counts(warm.outcomes())))
                .add("passed", failures.isEmpty())
                .add("failures", failed)
                .build();
    }

    /** Prints one row of the latency table and returns it. */
    private static JsonObject latencyRow(String name, double[] millis) {
        JsonObject p = LoadTally.percentiles(millis);
        System.out.printf(Locale.ROOT, "           %-9s %8.1f %8.1f %8.1f %8.1f %7d%n", name,
                p.getJsonNumber("p50").doubleValue(), p.getJsonNumber("p95").doubleValue(),
                p.getJsonNumber("p99").doubleValue(), p.getJsonNumber("max").doubleValue(), p.getInt("n"));
        return p;
    }

    private static JsonObjectBuilder counts(Map<String, Integer> counts) {
        JsonObjectBuilder json = Json.createObjectBuilder();
        counts.forEach(json::add);
        return json;
    }

    private static double millisSince(long start) {
        return (System.nanoTime() - start) / 1e6;
    }
}
