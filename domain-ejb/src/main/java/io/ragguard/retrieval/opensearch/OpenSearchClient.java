package io.ragguard.retrieval.opensearch;

import jakarta.json.JsonObject;
import jakarta.json.JsonStructure;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

/**
 * OpenSearch's REST API over {@link HttpClient}, JSON in and out. Requests go round-robin over the
 * configured nodes; a node that cannot be reached is tried last for the next half minute, and the
 * request goes to the next node. Every request this store sends is idempotent (writes carry their
 * ids), so sending one again elsewhere is safe.
 */
public class OpenSearchClient {

    /** HTTP basic credentials. */
    public record Credentials(String user, String password) {
    }

    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(60);
    private static final Duration REST = Duration.ofSeconds(30);
    private static final String JSON = "application/json";
    private static final String NDJSON = "application/x-ndjson";

    private final List<URI> nodes;
    private final Optional<String> authorization;
    private final AtomicInteger next = new AtomicInteger();
    private final Map<URI, Instant> unreachableUntil = new ConcurrentHashMap<>();
    private final ExecutorService executor;
    private final HttpClient http;

    public OpenSearchClient(List<URI> nodes, Optional<Credentials> credentials) {
        if (nodes.isEmpty()) {
            throw new IllegalArgumentException("no OpenSearch URL");
        }
        this.nodes = nodes.stream().map(OpenSearchClient::withoutTrailingSlash).toList();
        this.authorization = credentials.map(c -> "Basic " + Base64.getEncoder()
                .encodeToString((c.user() + ":" + c.password()).getBytes(StandardCharsets.UTF_8)));
        this.executor = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, "opensearch-client");
            thread.setDaemon(true);
            return thread;
        });
        this.http = HttpClient.newBuilder().connectTimeout(CONNECT_TIMEOUT).executor(executor).build();
    }

    /** Sends a request with an optional JSON body; {@code path} is relative to a node's URL. */
    public OpenSearchResponse send(String method, String path, JsonStructure body) {
        return send(method, path, JSON, body == null ? null : body.toString());
    }

    /** Sends newline-delimited JSON, as {@code _bulk} takes it. */
    public OpenSearchResponse sendLines(String path, List<JsonObject> lines) {
        String body = lines.stream().map(JsonObject::toString).collect(Collectors.joining("\n", "", "\n"));
        return send("POST", path, NDJSON, body);
    }

    /** Stops the client's threads; Java 17's {@link HttpClient} has no close of its own. */
    public void close() {
        executor.shutdownNow();
    }

    private OpenSearchResponse send(String method, String path, String contentType, String body) {
        IOException failure = null;
        for (URI node : order()) {
            HttpRequest request = request(node, method, path, contentType, body);
            String name = method + " " + request.uri();
            try {
                HttpResponse<String> response = http.send(request, BodyHandlers.ofString());
                unreachableUntil.remove(node);
                return OpenSearchResponse.of(name, response.statusCode(), response.body());
            } catch (HttpTimeoutException e) {
                if (!(e instanceof HttpConnectTimeoutException)) {
                    // it reached the node, which may still be working on it: not a case for the next node
                    throw new OpenSearchException(0, name + " had no answer within " + REQUEST_TIMEOUT, e);
                }
                failure = unreachable(node, e);
            } catch (IOException e) {
                failure = unreachable(node, e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new OpenSearchException(0, name + " interrupted", e);
            }
        }
        throw new OpenSearchException(0, "cannot reach OpenSearch at " + nodes + " for " + method + " " + path
                + ": " + failure, failure);
    }

    /** Every node once, starting with the next in turn; those unreachable a moment ago go last. */
    private List<URI> order() {
        int start = Math.floorMod(next.getAndIncrement(), nodes.size());
        List<URI> order = new ArrayList<>(nodes.subList(start, nodes.size()));
        order.addAll(nodes.subList(0, start));
        Instant now = Instant.now();
        order.sort(Comparator.comparing(node -> unreachableUntil.getOrDefault(node, Instant.MIN).isAfter(now)));
        return order;
    }

    private IOException unreachable(URI node, IOException failure) {
        unreachableUntil.put(node, Instant.now().plus(REST));
        return failure;
    }

    private HttpRequest request(URI node, String method, String path, String contentType, String body) {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(node + "/" + path))
                .timeout(REQUEST_TIMEOUT)
                .header("Accept", JSON)
                .method(method, body == null ? BodyPublishers.noBody() : BodyPublishers.ofString(body));
        if (body != null) {
            builder.header("Content-Type", contentType);
        }
        authorization.ifPresent(value -> builder.header("Authorization", value));
        return builder.build();
    }

    private static URI withoutTrailingSlash(URI uri) {
        String text = uri.toString();
        return text.endsWith("/") ? URI.create(text.substring(0, text.length() - 1)) : uri;
    }
}
