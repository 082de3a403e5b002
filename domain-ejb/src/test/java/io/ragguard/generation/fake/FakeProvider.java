package io.ragguard.generation.fake;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import jakarta.json.Json;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Collectors;

/**
 * A fake LLM provider over real HTTP on the loopback interface, speaking one {@link Wire} format plain and
 * streamed as the real API does: its paths, key header, JSON, event framing and error bodies. Each
 * request plays a {@link Scenario}: the next one {@link #script scripted}, else the one named by the
 * requested model ({@code hang}, {@code rate_limited}), else {@link Scenario#ANSWER}, a grounded answer
 * computed from the prompt's sources ({@link GroundedAnswer}). Every request is recorded. Threads are
 * its own, enough for many concurrent streams.
 *
 * <pre>{@code
 * try (FakeProvider fake = FakeProvider.start(Wire.OPENAI).expectKey("sk-test")) {
 *     fake.script(Scenario.RATE_LIMITED);          // the next request gets a 429
 *     URI baseUrl = fake.baseUrl();                // http://127.0.0.1:PORT/v1
 *     ...
 *     fake.lastRequest().header("Authorization");  // "Bearer sk-test"
 * }
 * }</pre>
 */
public final class FakeProvider implements AutoCloseable {

    private final Wire wire;
    private final HttpServer server;
    private final ExecutorService threads;
    private final CountDownLatch closing = new CountDownLatch(1);
    private final Queue<Scenario> script = new ConcurrentLinkedQueue<>();
    private final List<ReceivedRequest> requests = new CopyOnWriteArrayList<>();
    private volatile String expectedKey;
    private volatile Pace pace = Pace.IMMEDIATE;
    private volatile String retryAfter = "1";

    private FakeProvider(Wire wire) throws IOException {
        this.wire = wire;
        // small streamed writes go out at once instead of waiting for the client's acknowledgement
        if (System.getProperty("sun.net.httpserver.nodelay") == null) {
            System.setProperty("sun.net.httpserver.nodelay", "true");
        }
        this.threads = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, "fake-" + wire.name().toLowerCase(Locale.ROOT));
            thread.setDaemon(true);
            return thread;
        });
        this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 256);
        server.createContext("/", this::handle);
        server.setExecutor(threads);
        server.start();
    }

    /** Starts a fake on a free port of 127.0.0.1. */
    public static FakeProvider start(Wire wire) {
        try {
            return new FakeProvider(wire);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start a fake " + wire, e);
        }
    }

    public Wire wire() {
        return wire;
    }

    /** The base URL to configure: {@code http://127.0.0.1:PORT/v1} ({@code /v1beta} for Gemini). */
    public URI baseUrl() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + wire.format().basePath());
    }

    /** An Azure OpenAI base URL for a deployment, with its {@code api-version}; the key goes in {@code api-key}. */
    public URI azureBaseUrl(String deployment) {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/openai/deployments/" + deployment
                + "?api-version=2024-10-21");
    }

    /** The key every request must carry in this API's key header; null (the default) accepts any. */
    public FakeProvider expectKey(String key) {
        this.expectedKey = key;
        return this;
    }

    /** Scenarios for the next requests, one each, in order, before the model name or ANSWER decide. */
    public FakeProvider script(Scenario... scenarios) {
        script.addAll(Arrays.asList(scenarios));
        return this;
    }

    /**
     * How fast answers come: the wait before the first piece of text, before each next piece, and the
     * characters in a piece (by default no waits, 4 characters). A plain answer waits as long in all.
     */
    public FakeProvider pace(Duration firstToken, Duration perChunk, int charsPerChunk) {
        this.pace = new Pace(firstToken, perChunk, charsPerChunk);
        return this;
    }

    /** The {@code Retry-After} of RATE_LIMITED and OVERLOADED ("1" by default); null sends none. */
    public FakeProvider retryAfter(String value) {
        this.retryAfter = value;
        return this;
    }

    /** Every request received so far, in order. */
    public List<ReceivedRequest> requests() {
        return List.copyOf(requests);
    }

    /** The last request received; IllegalStateException when none came. */
    public ReceivedRequest lastRequest() {
        if (requests.isEmpty()) {
            throw new IllegalStateException("the fake " + wire + " received no request");
        }
        return requests.get(requests.size() - 1);
    }

    /** {@link ReceivedRequest#sentenceFlushTimes()} of the last request. */
    public List<Long> sentenceFlushTimes() {
        return lastRequest().sentenceFlushTimes();
    }

    /** Forgets the requests received and the scenarios not yet played. */
    public void reset() {
        requests.clear();
        script.clear();
    }

    /** Ends every hanging exchange and stops the server. */
    @Override
    public void close() {
        closing.countDown();
        server.stop(0);
        threads.shutdownNow();
    }

    private void handle(HttpExchange exchange) {
        try (exchange) {
            JsonObject body = json(exchange.getRequestBody().readAllBytes());
            String path = exchange.getRequestURI().getRawPath();
            String query = exchange.getRequestURI().getRawQuery();
            WireFormat format = wire.format();
            List<Long> flushTimes = new CopyOnWriteArrayList<>();
            WireFormat.Refusal refusal = format.refuseHeaders(exchange.getRequestHeaders(), query, expectedKey);
            Prompt prompt = null;
            String problem = null;
            try {
                prompt = exchange.getRequestMethod().equals("POST") ? format.prompt(path, query, body) : null;
            } catch (IllegalArgumentException e) {
                problem = e.getMessage();
            }
            if (prompt == null && problem == null) {
                record(exchange, body, null, flushTimes);
                ScenarioPlayer.error(exchange, format, 404, "Invalid URL (" + exchange.getRequestMethod() + " " + path
                        + ")", null);
                return;
            }
            if (refusal != null || problem != null) {
                record(exchange, body, null, flushTimes);
                ScenarioPlayer.error(exchange, format, refusal != null ? refusal.status() : 400,
                        refusal != null ? refusal.message() : problem, null);
                return;
            }
            Scenario scenario = script.poll();
            if (scenario == null) {
                scenario = Scenario.labelled(prompt.model()).orElse(Scenario.ANSWER);
            }
            record(exchange, body, scenario, flushTimes);
            new ScenarioPlayer(exchange, format, prompt, pace, retryAfter, closing, flushTimes).play(scenario);
        } catch (IOException e) {
            // the client went away, or the fake is closing: nothing to answer to
        }
    }

    private void record(HttpExchange exchange, JsonObject body, Scenario scenario, List<Long> flushTimes) {
        Map<String, List<String>> headers = exchange.getRequestHeaders().entrySet().stream()
                .collect(Collectors.toUnmodifiableMap(e -> e.getKey().toLowerCase(Locale.ROOT),
                        e -> List.copyOf(e.getValue()), (a, b) -> a));
        requests.add(new ReceivedRequest(exchange.getRequestMethod(), exchange.getRequestURI().getRawPath(),
                exchange.getRequestURI().getRawQuery(), headers, body, scenario, flushTimes));
    }

    private static JsonObject json(byte[] body) {
        try (JsonReader reader = Json.createReader(new ByteArrayInputStream(body))) {
            return reader.readObject();
        } catch (JsonException | IllegalStateException e) {
            return null;
        }
    }
}
