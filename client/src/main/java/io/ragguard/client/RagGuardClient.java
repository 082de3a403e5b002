package io.ragguard.client;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.Executor;
import java.util.concurrent.Flow;
import java.util.concurrent.SubmissionPublisher;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * A client of one RAG Guard server. Thread-safe; make one and share it.
 *
 * <pre>{@code
 * RagGuardClient guard = RagGuardClient.builder(URI.create("http://localhost:9080"))
 *         .apiKey("rg-demo-key").build();
 * Answer answer = guard.chat("northwind", "How long is the return window?");
 * try (Stream<ChatEvent> events = guard.stream("northwind", "How long is the return window?")) {
 *     events.forEach(e -> System.out.print(e.text()));
 * }
 * }</pre>
 *
 * <p>Requests answered 429 or 503 are sent again, up to {@link Builder#retries(int)} times, after the
 * {@code Retry-After} the server gave or else after an exponential backoff with full jitter. Every other
 * refusal is thrown at once as a {@link RagGuardException} of its status, carrying the server's JSON error.
 */
public final class RagGuardClient {

    private final URI base;
    private final HttpClient http;
    private final String authorization;
    private final Duration requestTimeout;
    private final int retries;
    private final Duration backoff;
    private final Duration maxBackoff;
    private final Consumer<Duration> sleeper;

    private RagGuardClient(Builder builder) {
        this.base = builder.base;
        this.http = HttpClient.newBuilder().connectTimeout(builder.connectTimeout).build();
        this.authorization = builder.authorization;
        this.requestTimeout = builder.requestTimeout;
        this.retries = builder.retries;
        this.backoff = builder.backoff;
        this.maxBackoff = builder.maxBackoff;
        this.sleeper = builder.sleeper;
    }

    /** A client of the server at {@code base} (its scheme, host and port: {@code http://localhost:9080}). */
    public static Builder builder(URI base) {
        return new Builder(base);
    }

    // ---- chat

    /** The guarded answer to a question for a tenant (null: the server's default tenant), outside any conversation. */
    public Answer chat(String tenant, String message) {
        return chat(tenant, message, null);
    }

    /** The guarded answer to a question within a conversation (null: a new one; the answer names it). */
    public Answer chat(String tenant, String message, String conversationId) {
        return Answer.of(send("POST", "/api/chat/rag", question(tenant, message, conversationId)).asJsonObject());
    }

    /**
     * The answer as it is generated, each sentence validated before it is sent: {@code context}, then
     * {@code delta}s, then {@code done}, {@code refused} or {@code error}. The events are read as the
     * stream is consumed; close it to stop reading (and end the request).
     */
    public Stream<ChatEvent> stream(String tenant, String message, String conversationId) {
        InputStream body = open(request("POST", "/api/chat/rag", question(tenant, message, conversationId))
                .setHeader("Accept", "text/event-stream"));
        Iterator<ChatEvent> events = new EventReader(body);
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(events, Spliterator.ORDERED | Spliterator.NONNULL),
                false).onClose(() -> close(body));
    }

    public Stream<ChatEvent> stream(String tenant, String message) {
        return stream(tenant, message, null);
    }

    /** The streamed answer as a {@link Flow.Publisher}: the events are read on {@code executor} once subscribed. */
    public Flow.Publisher<ChatEvent> publisher(String tenant, String message, String conversationId, Executor executor) {
        return subscriber -> {
            SubmissionPublisher<ChatEvent> publisher = new SubmissionPublisher<>(executor, 64);
            publisher.subscribe(subscriber);
            executor.execute(() -> {
                try (Stream<ChatEvent> events = stream(tenant, message, conversationId)) {
                    events.forEach(publisher::submit);
                    publisher.close();
                } catch (RuntimeException e) {
                    publisher.closeExceptionally(e);
                }
            });
        };
    }

    private static String question(String tenant, String message, String conversationId) {
        JsonObjectBuilder json = Json.createObjectBuilder().add("message", Objects.requireNonNull(message, "message"));
        if (tenant != null) {
            json.add("tenant", tenant);
        }
        if (conversationId != null) {
            json.add("conversation_id", conversationId);
        }
        return json.build().toString();
    }

    // ---- validate

    /** The guard's verdict on an answer to a question, judged against the passages given ([1], [2], ...). */
    public Validation validate(String tenant, String question, String answer, List<String> contexts) {
        JsonArrayBuilder passages = Json.createArrayBuilder();
        contexts.forEach(passages::add);
        JsonObjectBuilder json = Json.createObjectBuilder().add("question", question).add("answer", answer)
                .add("contexts", passages);
        if (tenant != null) {
            json.add("tenant", tenant);
        }
        return Validation.of(send("POST", "/api/validate", json.build().toString()).asJsonObject());
    }

    // ---- knowledge

    /** Stores a document for a tenant and queues its indexing (source id null: named after its id). */
    public Submitted addDocument(String tenant, String title, String content, String sourceId) {
        JsonObjectBuilder json = Json.createObjectBuilder().add("tenant", tenant).add("title", title)
                .add("content", content);
        if (sourceId != null) {
            json.add("source_id", sourceId);
        }
        return Submitted.of(send("POST", "/api/knowledge", json.build().toString()).asJsonObject());
    }

    /** A document with its text: {@code id}, {@code tenant}, {@code title}, {@code source_id}, {@code content}, ... */
    public JsonObject document(long id) {
        return send("GET", "/api/knowledge/" + id, null).asJsonObject();
    }

    /** A page of a tenant's documents, newest first: {@code {"total", "items"}}. */
    public JsonObject documents(String tenant, int first, int max) {
        return send("GET", "/api/knowledge" + query(Map.of("tenant", tenant, "first", Integer.toString(first),
                "max", Integer.toString(max))), null).asJsonObject();
    }

    public void deleteDocument(long id) {
        send("DELETE", "/api/knowledge/" + id, null);
    }

    // ---- records and decisions (compliance or admin credentials)

    /** One recorded answer with its validators' outcomes, claims and decisions. */
    public JsonObject record(String requestId) {
        return send("GET", "/api/admin/records/" + encode(requestId), null).asJsonObject();
    }

    /**
     * A page of recorded answers, by the queue's filters ({@code status}, {@code tenant}, {@code validator},
     * {@code reason}, {@code decision}, {@code from}, {@code to}, {@code q}, {@code first}, {@code max}).
     */
    public List<JsonObject> records(Map<String, String> filters) {
        return send("GET", "/api/admin/records" + query(filters), null).asJsonArray().getValuesAs(JsonObject.class);
    }

    /** Records a reviewer's decision ({@code approved}, {@code rejected}, {@code escalated}) with a note. */
    public JsonObject decide(String requestId, String decision, String note) {
        JsonObjectBuilder json = Json.createObjectBuilder().add("decision", decision);
        if (note != null) {
            json.add("note", note);
        }
        return send("POST", "/api/admin/records/" + encode(requestId) + "/decision", json.build().toString())
                .asJsonObject();
    }

    // ---- transport

    private HttpRequest.Builder request(String method, String path, String json) {
        HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path)).timeout(requestTimeout)
                .setHeader("Accept", "application/json")
                .method(method, json == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8));
        if (json != null) {
            request.header("Content-Type", "application/json");
        }
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        return request;
    }

    /** Sends a JSON request (with its retries) and reads the JSON answer; an empty object for 204. */
    private jakarta.json.JsonStructure send(String method, String path, String json) {
        HttpResponse<String> response = exchange(() -> request(method, path, json).build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8), r -> r.body());
        if (response.statusCode() == 204 || response.body().isBlank()) {
            return jakarta.json.JsonValue.EMPTY_JSON_OBJECT;
        }
        return Jsons.parse(response.body());
    }

    /** Opens a streamed answer (with its retries until it starts) and gives its body to read. */
    private InputStream open(HttpRequest.Builder request) {
        HttpResponse<InputStream> response = exchange(request::build, HttpResponse.BodyHandlers.ofInputStream(),
                RagGuardClient::drain);
        if (!response.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream")) {
            String body = drain(response);
            throw new RagGuardException(response.statusCode(), Jsons.objectOrEmpty(body),
                    "the server answered HTTP " + response.statusCode() + " without an event stream");
        }
        return response.body();
    }

    /**
     * One exchange, sent again on 429 and 503 while retries are left; any other status of 400 or above is
     * thrown as its {@link RagGuardException}, with the JSON error that {@code errorBody} reads.
     */
    private <T> HttpResponse<T> exchange(Supplier<HttpRequest> request, HttpResponse.BodyHandler<T> handler,
                                         java.util.function.Function<HttpResponse<T>, String> errorBody) {
        for (int attempt = 0; ; attempt++) {
            HttpResponse<T> response;
            try {
                response = http.send(request.get(), handler);
            } catch (HttpTimeoutException e) {
                throw new ConnectionException("no answer within " + requestTimeout, e);
            } catch (ConnectException e) {
                throw new ConnectionException("cannot connect to " + base, e);
            } catch (IOException e) {
                throw new ConnectionException("the exchange with " + base + " failed: " + e, e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ConnectionException("interrupted", e);
            }
            int status = response.statusCode();
            if (status < 400) {
                return response;
            }
            String body = errorBody.apply(response);
            if ((status == 429 || status == 503) && attempt < retries) {
                sleeper.accept(delay(attempt, response.headers().firstValue("Retry-After").orElse(null)));
                continue;
            }
            throw RagGuardException.of(status, Jsons.objectOrEmpty(body));
        }
    }

    /**
     * How long to wait before attempt {@code attempt + 1}: the server's {@code Retry-After} (seconds) when
     * it gave one, else a random time up to {@code backoff * 2^attempt}, at most the maximum backoff.
     */
    Duration delay(int attempt, String retryAfter) {
        if (retryAfter != null) {
            try {
                return Duration.ofSeconds(Math.max(0, Long.parseLong(retryAfter.strip())));
            } catch (NumberFormatException dateForm) {
                // an HTTP date: fall back to the backoff
            }
        }
        long cap = Math.min(maxBackoff.toMillis(), backoff.toMillis() << Math.min(attempt, 20));
        return Duration.ofMillis(ThreadLocalRandom.current().nextLong(cap + 1));
    }

    private static String drain(HttpResponse<InputStream> response) {
        try (InputStream body = response.body()) {
            return new String(body.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }

    private static void close(InputStream body) {
        try {
            body.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String query(Map<String, String> parameters) {
        Map<String, String> given = new LinkedHashMap<>();
        parameters.forEach((k, v) -> {
            if (v != null) {
                given.put(k, v);
            }
        });
        return given.isEmpty() ? "" : given.entrySet().stream().map(e -> encode(e.getKey()) + "=" + encode(e.getValue()))
                .collect(Collectors.joining("&", "?", ""));
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /** Reads Server-Sent Events ({@code event:} and {@code data:} lines, a blank line ending each) as they come. */
    private static final class EventReader implements Iterator<ChatEvent> {

        private final BufferedReader lines;
        private ChatEvent next;
        private boolean ended;

        EventReader(InputStream body) {
            this.lines = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8));
        }

        @Override
        public boolean hasNext() {
            if (next == null && !ended) {
                next = read();
                ended = next == null;
            }
            return next != null;
        }

        @Override
        public ChatEvent next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            ChatEvent event = next;
            next = null;
            ended = event.last();
            return event;
        }

        private ChatEvent read() {
            try {
                String name = null;
                List<String> data = new ArrayList<>();
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    if (line.isEmpty()) {
                        if (name != null || !data.isEmpty()) {
                            return new ChatEvent(name == null ? "message" : name,
                                    Jsons.objectOrEmpty(String.join("\n", data)));
                        }
                    } else if (line.startsWith("event:")) {
                        name = line.substring(6).strip();
                    } else if (line.startsWith("data:")) {
                        data.add(line.substring(5).stripLeading());
                    }
                }
                return null;
            } catch (IOException e) {
                throw new ConnectionException("the stream broke off: " + e, e);
            }
        }
    }

    /** How a client connects, authenticates and retries. */
    public static final class Builder {

        private final URI base;
        private String authorization;
        private Duration connectTimeout = Duration.ofSeconds(5);
        private Duration requestTimeout = Duration.ofSeconds(60);
        private int retries = 3;
        private Duration backoff = Duration.ofMillis(250);
        private Duration maxBackoff = Duration.ofSeconds(8);
        private Consumer<Duration> sleeper = Builder::sleep;

        private Builder(URI base) {
            String text = Objects.requireNonNull(base, "base").toString();
            this.base = URI.create(text.endsWith("/") ? text.substring(0, text.length() - 1) : text);
        }

        /** An integration key, sent as {@code Authorization: Bearer <key>}. */
        public Builder apiKey(String key) {
            this.authorization = "Bearer " + Objects.requireNonNull(key, "key");
            return this;
        }

        /** A user's credentials, sent as HTTP Basic: for the records and decisions (compliance or admin). */
        public Builder credentials(String user, String password) {
            this.authorization = "Basic " + Base64.getEncoder().encodeToString((user + ":" + password)
                    .getBytes(StandardCharsets.UTF_8));
            return this;
        }

        /** How long connecting may take (5 s unless set). */
        public Builder connectTimeout(Duration timeout) {
            this.connectTimeout = Objects.requireNonNull(timeout);
            return this;
        }

        /** How long a request may wait for its answer to begin (60 s unless set). */
        public Builder requestTimeout(Duration timeout) {
            this.requestTimeout = Objects.requireNonNull(timeout);
            return this;
        }

        /** How many times a request answered 429 or 503 is sent again (3 unless set; 0: never). */
        public Builder retries(int retries) {
            if (retries < 0) {
                throw new IllegalArgumentException("retries must be 0 or more");
            }
            this.retries = retries;
            return this;
        }

        /** The first backoff and the longest (250 ms and 8 s unless set), when the server gives no Retry-After. */
        public Builder backoff(Duration first, Duration longest) {
            this.backoff = Objects.requireNonNull(first);
            this.maxBackoff = Objects.requireNonNull(longest);
            return this;
        }

        /** How the client waits between attempts: for tests that must not wait. */
        Builder sleeper(Consumer<Duration> sleeper) {
            this.sleeper = Objects.requireNonNull(sleeper);
            return this;
        }

        public RagGuardClient build() {
            return new RagGuardClient(this);
        }

        private static void sleep(Duration duration) {
            try {
                Thread.sleep(duration.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ConnectionException("interrupted while waiting to retry", e);
            }
        }
    }
}
