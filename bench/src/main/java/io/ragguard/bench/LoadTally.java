package io.ragguard.bench;

import io.ragguard.bench.LoadProbes.Kind;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the requests of one phase (warm-up or measured) came to: latencies and outcomes per kind, 503s
 * with and without {@code Retry-After}, leaks with their first examples, and the request ids of the
 * answers, whose records are checked afterwards. Each client keeps its own, unshared; they are merged
 * once the clients have stopped.
 */
final class LoadTally {

    /** An outcome that is no HTTP status. */
    static final String HUNG = "hung";
    static final String CONNECTION_ERROR = "connection_error";

    /** A leak and when it was seen (nanoTime), so that the first ones of all clients can be shown. */
    record Leak(long at, Kind kind, String what, LoadProbes.Probe probe) {
    }

    private final Map<Kind, double[]> latencies = new EnumMap<>(Kind.class);
    private final Map<Kind, Integer> counts = new EnumMap<>(Kind.class);
    private final Map<Kind, Map<String, Integer>> outcomes = new EnumMap<>(Kind.class);
    private final Map<Kind, Integer> probes = new EnumMap<>(Kind.class);
    private final List<Leak> leaks = new ArrayList<>();
    private final List<String> requestIds = new ArrayList<>();
    private final List<String> errors = new ArrayList<>();
    private int withRetryAfter;
    private int withoutRetryAfter;

    /** One request: its kind, how long it took and what came of it (a status code, or hung or an error). */
    void add(Kind kind, double millis, String outcome) {
        time(kind, millis);
        outcomes.computeIfAbsent(kind, k -> new TreeMap<>()).merge(outcome, 1, Integer::sum);
    }

    private void time(Kind kind, double millis) {
        int n = counts.merge(kind, 1, Integer::sum);
        double[] values = latencies.computeIfAbsent(kind, k -> new double[256]);
        if (n > values.length) {
            values = Arrays.copyOf(values, values.length * 2);
            latencies.put(kind, values);
        }
        values[n - 1] = millis;
    }

    void overloaded(boolean retryAfter) {
        if (retryAfter) {
            withRetryAfter++;
        } else {
            withoutRetryAfter++;
        }
    }

    /** A probe (PII or dose) that was answered with 200, and so judged. */
    void judged(Kind kind) {
        probes.merge(kind, 1, Integer::sum);
    }

    void leak(long at, Kind kind, String what, LoadProbes.Probe probe) {
        leaks.add(new Leak(at, kind, what, probe));
    }

    void answered(String requestId) {
        requestIds.add(requestId);
    }

    /** A connection error's description; the first few of each client are kept. */
    void error(String description) {
        if (errors.size() < 3) {
            errors.add(description);
        }
    }

    void merge(LoadTally other) {
        for (Kind kind : Kind.values()) {
            int n = other.counts.getOrDefault(kind, 0);
            for (int i = 0; i < n; i++) {
                time(kind, other.latencies.get(kind)[i]);
            }
            other.outcomes.getOrDefault(kind, Map.of()).forEach((o, c) ->
                    outcomes.computeIfAbsent(kind, k -> new TreeMap<>()).merge(o, c, Integer::sum));
            probes.merge(kind, other.probes.getOrDefault(kind, 0), Integer::sum);
        }
        leaks.addAll(other.leaks);
        requestIds.addAll(other.requestIds);
        other.errors.stream().limit(Math.max(0, 5 - errors.size())).forEach(errors::add);
        withRetryAfter += other.withRetryAfter;
        withoutRetryAfter += other.withoutRetryAfter;
    }

    int requests() {
        return counts.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** Requests of every kind by outcome. */
    Map<String, Integer> outcomes() {
        Map<String, Integer> all = new TreeMap<>();
        outcomes.values().forEach(m -> m.forEach((o, c) -> all.merge(o, c, Integer::sum)));
        return all;
    }

    Map<String, Integer> outcomes(Kind kind) {
        return outcomes.getOrDefault(kind, Map.of());
    }

    /** Requests answered with a 5xx other than 503: the server failed rather than refused. */
    int serverErrors() {
        return outcomes().entrySet().stream().filter(e -> e.getKey().startsWith("5") && !e.getKey().equals("503"))
                .mapToInt(Map.Entry::getValue).sum();
    }

    int outcome(String outcome) {
        return outcomes().getOrDefault(outcome, 0);
    }

    int withRetryAfter() {
        return withRetryAfter;
    }

    int withoutRetryAfter() {
        return withoutRetryAfter;
    }

    int probes(Kind kind) {
        return probes.getOrDefault(kind, 0);
    }

    List<Leak> leaks() {
        return List.copyOf(leaks);
    }

    List<Leak> leaks(Kind kind) {
        return leaks.stream().filter(l -> l.kind() == kind).sorted(Comparator.comparingLong(Leak::at)).toList();
    }

    List<String> requestIds() {
        return requestIds;
    }

    List<String> errors() {
        return errors;
    }

    /** Latencies in ms of one kind, or of all when {@code kind} is null. */
    double[] latencies(Kind kind) {
        if (kind != null) {
            return Arrays.copyOf(latencies.getOrDefault(kind, new double[0]), counts.getOrDefault(kind, 0));
        }
        return Arrays.stream(Kind.values()).flatMapToDouble(k -> Arrays.stream(latencies(k))).toArray();
    }

    /** p50, p95, p99 and max of the latencies, and their number. */
    static JsonObject percentiles(double[] millis) {
        JsonObjectBuilder json = Json.createObjectBuilder();
        for (int p : new int[] {50, 95, 99}) {
            json.add("p" + p, round(EvaluateGrounding.Summary.percentile(millis, p)));
        }
        return json.add("max", round(Arrays.stream(millis).max().orElse(0))).add("n", millis.length).build();
    }

    static double round(double value) {
        return Math.round(value * 10) / 10.0;
    }
}
