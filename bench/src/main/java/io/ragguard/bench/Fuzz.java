package io.ragguard.bench;

import io.ragguard.bench.FuzzCases.Family;
import io.ragguard.bench.FuzzCases.Request;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

import java.io.IOException;
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
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A fuzzer of a running server's API: {@code count} malformed or hostile requests (see
 * {@link FuzzCases}) to every endpoint family, chat, validate, knowledge, settings, records, guard
 * lists and unknown paths, and a check of every answer. A finding is a 5xx (a 503 too: the fuzzer
 * expects an idle server), a request with no answer (none within {@code timeout}, or the connection
 * failed: a server that crashed fails every request after), an answer showing Java internals the
 * request did not itself contain (a class name, a stack frame, {@code Exception}, a Liberty message id
 * {@code SRVE} or {@code CWWK}, {@code RESTEASY}), or an HTML page answering an {@code /api/} path. The web
 * container's own 400 to a URI it cannot decode is counted apart, as {@value #CONTAINER_400}
 * ({@link #containerRefusal}).
 * Requests are made from the seed and their index, so a seed gives the same requests whatever the
 * threads.
 *
 * <p>Safe against a server holding real data ({@link FuzzSafety}): it reads the settings catalogue and
 * the tenants as an admin first, and sends no request that could store, change or delete anything
 * real.
 *
 * <p>Prints the machine, the requests sent, their statuses overall and by endpoint family, and the
 * findings by reason (the first five of each with method, path, status and an excerpt of the answer),
 * then the same as one JSON line; exits with 1 when there is any finding.
 *
 * <p>Start the server ({@code ./mvnw liberty:run}), leave it idle, then
 * {@code ./mvnw -q -pl bench exec:java@fuzz -Dcount=10000 [-Dseed=1] [-Dbase.url=http://localhost:9080]
 * [-Dthreads=4] [-Dtimeout=30] [-Dadmin.user=admin -Dadmin.password=admin]}. {@code -Dreplay=3414,1480}
 * sends only the requests of those indexes (of the same seed) and prints each with its whole answer.
 */
public final class Fuzz {

    private static final Pattern JAVA_INTERNALS = Pattern.compile(
            "\\b(?:java|jakarta|javax|org\\.hibernate|org\\.jboss|com\\.ibm|io\\.openliberty|io\\.ragguard)"
                    + "\\.[A-Za-z_.]+"
                    + "|\\bat [\\w.$]+\\([\\w$]+\\.java:\\d+\\)|Exception|SRVE|CWWK|RESTEASY");
    private static final int SHOWN_PER_REASON = 5;
    /** The status a container refusal is counted under. */
    static final String CONTAINER_400 = "400-container";
    private static final Pattern CONTAINER_REFUSAL = Pattern.compile(
            "(?:<H1>|\\{\"error_message\" : \")CWWWC0005I: The request URI has invalid or improperly encoded "
                    + "characters: \\[[^\\]<>\"]*\\](?:</H1><BR>|\"\\})");

    /** The run as the system properties set it up. */
    record Plan(String base, int count, long seed, int threads, int timeoutSeconds, String admin) {

        static Plan fromProperties() {
            String credentials = System.getProperty("admin.user", "admin") + ":"
                    + System.getProperty("admin.password", "admin");
            return new Plan(System.getProperty("base.url", "http://localhost:9080").replaceAll("/+$", ""),
                    Integer.getInteger("count", 10_000), Long.getLong("seed", 1), Integer.getInteger("threads", 4),
                    Integer.getInteger("timeout", 30),
                    "Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8)));
        }
    }

    /** An answer that should not have been given. */
    record Finding(int index, Family family, String method, String path, String status, String reason,
                   String excerpt) {

        JsonObject json() {
            return Json.createObjectBuilder().add("index", index).add("family", family.label()).add("method", method)
                    .add("path", path).add("status", status).add("reason", reason).add("body", excerpt).build();
        }
    }

    /** Statuses by family, and findings; one per thread, merged at the end. */
    private static final class Tally {

        final Map<Family, Map<String, Integer>> statuses = new EnumMap<>(Family.class);
        final List<Finding> findings = new ArrayList<>();

        void count(Family family, String status) {
            statuses.computeIfAbsent(family, f -> new TreeMap<>()).merge(status, 1, Integer::sum);
        }

        void merge(Tally other) {
            other.statuses.forEach((family, counts) -> counts.forEach((status, n) ->
                    statuses.computeIfAbsent(family, f -> new TreeMap<>()).merge(status, n, Integer::sum)));
            findings.addAll(other.findings);
        }

        Map<String, Integer> all() {
            Map<String, Integer> all = new TreeMap<>();
            statuses.values().forEach(counts -> counts.forEach((s, n) -> all.merge(s, n, Integer::sum)));
            return all;
        }
    }

    private final Plan plan;
    private final HttpClient http;
    private final FuzzCases cases;

    private Fuzz(Plan plan, HttpClient http, FuzzSafety safety) {
        this.plan = plan;
        this.http = http;
        this.cases = new FuzzCases(plan.seed(), plan.admin(), safety, this::sendable);
    }

    public static void main(String[] args) throws Exception {
        Plan plan = Plan.fromProperties();
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(Math.min(10, plan.timeoutSeconds()))).build();
        Fuzz fuzz = new Fuzz(plan, http, FuzzSafety.read(http, plan.base(), plan.admin()));
        String replay = System.getProperty("replay", "").strip();
        if (!replay.isEmpty()) {
            for (String index : replay.split(",")) {
                fuzz.replay(Integer.parseInt(index.strip()));
            }
            return;
        }
        long start = System.nanoTime();
        Tally tally = fuzz.run();
        JsonObject summary = fuzz.report(tally, (System.nanoTime() - start) / 1e9);
        System.out.println(summary);
        if (!tally.findings.isEmpty()) {
            System.exit(1);
        }
    }

    private Tally run() throws InterruptedException {
        AtomicInteger next = new AtomicInteger();
        List<Tally> tallies = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < plan.threads(); t++) {
            Tally tally = new Tally();
            tallies.add(tally);
            Thread thread = new Thread(() -> {
                for (int i = next.getAndIncrement(); i < plan.count(); i = next.getAndIncrement()) {
                    if (!check(i, cases.request(i), tally)) {
                        return;
                    }
                }
            }, "fuzz-" + t);
            thread.setDaemon(true);
            threads.add(thread);
            thread.start();
        }
        for (Thread thread : threads) {
            thread.join();
        }
        Tally all = new Tally();
        tallies.forEach(all::merge);
        all.findings.sort(Comparator.comparingInt(Finding::index));
        return all;
    }

    /** Sends the request of one index again and prints it and its whole answer, to look into a finding. */
    private void replay(int index) throws IOException, InterruptedException {
        Request request = cases.request(index);
        System.out.printf(Locale.ROOT, "#%d %s %s%n", index, request.method(), request.path());
        request.headers().forEach((name, value) -> System.out.println(name + ": " + value));
        if (request.body() != null) {
            System.out.println("body (" + request.body().length + " bytes): "
                    + excerpt(new String(request.body(), StandardCharsets.UTF_8)));
        }
        HttpResponse<String> response = http.send(toHttp(request), HttpResponse.BodyHandlers.ofString());
        System.out.println("-> " + response.statusCode() + " " + response.headers().map());
        System.out.println(response.body());
    }

    /** Sends one request and judges the answer; false when the thread was interrupted. */
    private boolean check(int index, Request request, Tally tally) {
        String status;
        String reason = null;
        String body = "";
        try {
            HttpResponse<byte[]> response = http.send(toHttp(request), HttpResponse.BodyHandlers.ofByteArray());
            status = Integer.toString(response.statusCode());
            body = new String(response.body(), StandardCharsets.UTF_8);
            if (containerRefusal(request, response.statusCode(), body)) {
                status = CONTAINER_400;
            } else {
                reason = reason(request, response.statusCode(),
                        response.headers().firstValue("Content-Type").orElse(""), body).orElse(null);
            }
        } catch (IOException e) {
            if (e instanceof HttpTimeoutException && !(e instanceof HttpConnectTimeoutException)) {
                status = "hung";
                reason = "no answer within " + plan.timeoutSeconds() + " s";
            } else {
                status = "connection_error";
                reason = "no answer, the connection failed: " + e;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
        tally.count(request.family(), status);
        if (reason != null) {
            tally.findings.add(new Finding(index, request.family(), request.method(), shortPath(request.path()), status,
                    reason, excerpt(body)));
        }
        return true;
    }

    /**
     * Whether the answer is the web container's own refusal of a URI it cannot decode or that climbs
     * out of its context ({@code %00}, {@code ..;}, {@code %2e%2e}): Servlet 6 has the container refuse
     * those before it picks an application, so no error page, filter or resource of RAG Guard sees them.
     * It is a 400 with one line naming the URI ({@code CWWWC0005I}), JSON for a client that accepts
     * JSON, or no body at all to a HEAD or a TRACE, and never shows a class or a stack; it is counted
     * apart, not as a finding.
     */
    static boolean containerRefusal(Request request, int status, String body) {
        return status == 400 && (CONTAINER_REFUSAL.matcher(body.strip()).matches()
                || body.isEmpty() && (request.method().equals("HEAD") || request.method().equals("TRACE")));
    }

    /** Why the answer is a finding, or empty when it is none. */
    static Optional<String> reason(Request request, int status, String contentType, String body) {
        if (status >= 500) {
            return Optional.of("status " + status);
        }
        Matcher internals = JAVA_INTERNALS.matcher(body);
        String sent = null;
        while (internals.find()) {
            if (sent == null) {
                sent = request.path() + "\n" + FuzzSafety.percentDecoded(request.path()) + "\n"
                        + (request.body() == null ? "" : new String(request.body(), StandardCharsets.UTF_8));
            }
            if (!sent.contains(internals.group())) {
                return Optional.of("shows Java internals: " + internals.group());
            }
        }
        String type = contentType.toLowerCase(Locale.ROOT);
        String start = body.stripLeading().toLowerCase(Locale.ROOT);
        boolean html = type.contains("html") || start.startsWith("<!doctype html") || start.startsWith("<html");
        if (request.path().startsWith("/api/") && !type.contains("json") && html) {
            return Optional.of("an HTML page, not JSON, on an API path");
        }
        return Optional.empty();
    }

    private HttpRequest toHttp(Request request) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(plan.base() + request.path()))
                .timeout(Duration.ofSeconds(plan.timeoutSeconds()))
                .method(request.method(), request.body() == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofByteArray(request.body()));
        request.headers().forEach(builder::header);
        return builder.build();
    }

    /** Whether the HTTP client takes the request: a valid URI, legal header values. */
    private boolean sendable(Request request) {
        try {
            toHttp(request);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** Prints the results as text and returns them as JSON. */
    private JsonObject report(Tally tally, double seconds) {
        Map<String, Integer> all = tally.all();
        System.out.println("machine: " + Server.machine());
        System.out.printf(Locale.ROOT, "fuzz: %d requests (seed %d, %d threads) to %s in %.1f s%n", plan.count(),
                plan.seed(), plan.threads(), plan.base(), seconds);
        System.out.println("by status: " + all);
        JsonObjectBuilder byFamily = Json.createObjectBuilder();
        for (Family family : Family.values()) {
            Map<String, Integer> counts = tally.statuses.getOrDefault(family, Map.of());
            System.out.printf(Locale.ROOT, "  %-15s %s%n", family.label(), counts);
            byFamily.add(family.label(), counts(counts));
        }
        System.out.println("findings: " + tally.findings.size());
        Map<String, List<Finding>> byReason = new TreeMap<>();
        tally.findings.forEach(f -> byReason.computeIfAbsent(kindOf(f.reason()), r -> new ArrayList<>()).add(f));
        JsonArrayBuilder shown = Json.createArrayBuilder();
        JsonObjectBuilder reasons = Json.createObjectBuilder();
        byReason.forEach((reason, findings) -> {
            System.out.printf(Locale.ROOT, "  %d x %s%n", findings.size(), reason);
            reasons.add(reason, findings.size());
            findings.stream().limit(SHOWN_PER_REASON).forEach(f -> {
                System.out.printf(Locale.ROOT, "    #%d %s %s -> %s: %s | %s%n", f.index(), f.method(), f.path(),
                        f.status(), f.reason(), f.excerpt());
                shown.add(f.json());
            });
        });
        System.out.println(tally.findings.isEmpty() ? "result: passed" : "result: FAILED");
        return Json.createObjectBuilder()
                .add("machine", Server.machine())
                .add("count", plan.count())
                .add("seed", plan.seed())
                .add("threads", plan.threads())
                .add("seconds", Math.round(seconds * 10) / 10.0)
                .add("status", counts(all))
                .add("status_by_family", byFamily)
                .add("findings", tally.findings.size())
                .add("findings_by_reason", reasons)
                .add("first_findings", shown)
                .add("passed", tally.findings.isEmpty())
                .build();
    }

    private static JsonObjectBuilder counts(Map<String, Integer> counts) {
        JsonObjectBuilder json = Json.createObjectBuilder();
        counts.forEach(json::add);
        return json;
    }

    /** A finding's reason without what varies from one answer to the next (the internal named). */
    private static String kindOf(String reason) {
        int colon = reason.indexOf(':');
        return colon < 0 ? reason : reason.substring(0, colon);
    }

    private static String shortPath(String path) {
        return path.length() <= 200 ? path : path.substring(0, 120) + "...(" + path.length() + " characters)";
    }

    private static String excerpt(String body) {
        String flat = body.replaceAll("[\\p{Cntrl}&&[^\t]]", " ");
        return flat.length() <= 200 ? flat : flat.substring(0, 200);
    }
}
