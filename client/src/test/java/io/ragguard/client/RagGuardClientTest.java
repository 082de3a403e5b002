package io.ragguard.client;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The client against a local HTTP server that answers in RAG Guard's wire format. */
class RagGuardClientTest {

    private static final String ANSWER = """
            {"response": "Returns are accepted for 30 days [1].", "context_used": [{"id": "7", "title": "Returns",
             "source_id": "retail/returns-policy", "score": 0.82, "snippet": "Returns are accepted..."}],
             "validation_metrics": {"passed": true, "status": "passed", "reasons": [], "validators": {}},
             "conversation_id": "c-1", "request_id": "r-1", "generator": "extractive"}""";

    private HttpServer server;
    private final List<String> requests = new CopyOnWriteArrayList<>();
    private final ConcurrentLinkedQueue<Reply> replies = new ConcurrentLinkedQueue<>();
    private final List<Duration> waited = new ArrayList<>();

    private record Reply(int status, String contentType, String body, Map<String, String> headers) {
    }

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", this::answer);
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private void answer(HttpExchange exchange) throws IOException {
        String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        requests.add(exchange.getRequestMethod() + " " + exchange.getRequestURI() + " "
                + exchange.getRequestHeaders().getFirst("Authorization") + " " + body);
        Reply reply = replies.isEmpty() ? new Reply(500, "application/json", "{}", Map.of()) : replies.poll();
        reply.headers().forEach((k, v) -> exchange.getResponseHeaders().add(k, v));
        exchange.getResponseHeaders().add("Content-Type", reply.contentType());
        byte[] bytes = reply.body().getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(reply.status(), bytes.length == 0 ? -1 : bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    private void reply(int status, String json, Map<String, String> headers) {
        replies.add(new Reply(status, "application/json", json, headers));
    }

    private RagGuardClient client() {
        return RagGuardClient.builder(URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/"))
                .apiKey("rg-test").sleeper(waited::add).build();
    }

    @Test
    void asksForAGuardedAnswerWithTheKeyAndReadsIt() {
        reply(200, ANSWER, Map.of());

        Answer answer = client().chat("northwind", "How long is the return window?");

        assertThat(answer.response()).isEqualTo("Returns are accepted for 30 days [1].");
        assertThat(answer.passed()).isTrue();
        assertThat(answer.status()).isEqualTo("passed");
        assertThat(answer.requestId()).isEqualTo("r-1");
        assertThat(answer.sources()).singleElement().extracting(Source::sourceId).isEqualTo("retail/returns-policy");
        assertThat(requests).singleElement().asString().startsWith("POST /api/chat/rag Bearer rg-test ")
                .contains("\"message\":\"How long is the return window?\"").contains("\"tenant\":\"northwind\"");
    }

    @Test
    void readsADeclinedAnswerAsPassedWithTheReasonItDoesNotAnswer() {
        reply(200, """
                {"response": "I don't know. The knowledge base has no reliable information on this question.",
                 "context_used": [], "validation_metrics": {"passed": true, "status": "declined",
                 "decline_reason": "no_context", "reasons": ["confidence: no_reliable_context"], "validators": {}},
                 "conversation_id": "c-2", "request_id": "r-2", "generator": "extractive"}""", Map.of());

        Answer answer = client().chat("northwind", "Who won the football world cup in 1998?");

        assertThat(answer.passed()).isTrue();
        assertThat(answer.declined()).isTrue();
        assertThat(answer.status()).isEqualTo("declined");
        assertThat(answer.declineReason()).isEqualTo("no_context");
        assertThat(answer.sources()).isEmpty();
    }

    @Test
    void readsAnAnswerThatDoesNotDeclineWithoutAReason() {
        reply(200, ANSWER, Map.of());

        Answer answer = client().chat("northwind", "How long is the return window?");

        assertThat(answer.declined()).isFalse();
        assertThat(answer.declineReason()).isNull();
    }

    @Test
    void readsADeclinedVerdictOnTheCallersAnswer() {
        reply(200, """
                {"passed": true, "status": "declined", "decline_reason": "no_context", "faithfulness": null,
                 "reasons": [], "validators": {}, "claims": [],
                 "patched_answer": "Unable to answer based on given passages.", "request_id": "r-3"}""", Map.of());

        Validation verdict = client().validate("northwind", "How long is the return window?",
                "Unable to answer based on given passages.", List.of("Online orders can be returned within 30 days."));

        assertThat(verdict.passed()).isTrue();
        assertThat(verdict.declined()).isTrue();
        assertThat(verdict.declineReason()).isEqualTo("no_context");
        assertThat(verdict.faithfulness()).isNull();
        assertThat(verdict.requestId()).isEqualTo("r-3");
    }

    @Test
    void sendsAgainOn503And429AfterTheRetryAfterTheServerGave() {
        reply(503, "{\"error\": \"overloaded\"}", Map.of("Retry-After", "2"));
        reply(429, "{\"error\": \"rate_limited\"}", Map.of("Retry-After", "1"));
        reply(200, ANSWER, Map.of());

        Answer answer = client().chat("northwind", "How long is the return window?");

        assertThat(answer.requestId()).isEqualTo("r-1");
        assertThat(requests).hasSize(3);
        assertThat(waited).containsExactly(Duration.ofSeconds(2), Duration.ofSeconds(1));
    }

    @Test
    void backsOffWithJitterWithinTheCapAndGivesUpAfterItsRetries() {
        RagGuardClient client = RagGuardClient.builder(URI.create("http://127.0.0.1:" + server.getAddress().getPort()))
                .retries(2).backoff(Duration.ofMillis(100), Duration.ofMillis(150)).sleeper(waited::add).build();
        for (int i = 0; i < 3; i++) {
            reply(503, "{\"error\": \"overloaded\", \"message\": \"the server is at capacity\"}", Map.of());
        }

        assertThatThrownBy(() -> client.chat(null, "Hello?")).isInstanceOf(ServerException.class)
                .hasMessageContaining("overloaded").extracting(e -> ((RagGuardException) e).status()).isEqualTo(503);
        assertThat(requests).hasSize(3);
        assertThat(waited).hasSize(2).allSatisfy(d -> assertThat(d).isBetween(Duration.ZERO, Duration.ofMillis(150)));
        for (int attempt = 0; attempt < 50; attempt++) {
            assertThat(client.delay(0, null)).isBetween(Duration.ZERO, Duration.ofMillis(100));
        }
    }

    @Test
    void throwsTheExceptionOfEachStatusWithTheServersError() {
        reply(400, "{\"error\": \"invalid_request\", \"message\": \"message is missing or empty\", \"field\": \"message\"}",
                Map.of());
        reply(401, "{\"error\": \"unauthorized\", \"message\": \"no key\"}", Map.of());
        reply(403, "{\"error\": \"forbidden\", \"message\": \"not this tenant\"}", Map.of());
        reply(422, "{\"error\": \"validation_failed\", \"reasons\": [\"unfaithful\"], \"request_id\": \"r-9\"}", Map.of());
        RagGuardClient client = client();

        assertThatThrownBy(() -> client.chat("northwind", " ")).isInstanceOfSatisfying(BadRequestException.class,
                e -> assertThat(e.field()).isEqualTo("message"));
        assertThatThrownBy(() -> client.chat("northwind", "x")).isInstanceOf(UnauthorizedException.class);
        assertThatThrownBy(() -> client.chat("northwind", "x")).isInstanceOf(ForbiddenException.class);
        assertThatThrownBy(() -> client.chat("northwind", "x")).isInstanceOfSatisfying(AnswerRefusedException.class,
                e -> {
                    assertThat(e.error()).isEqualTo("validation_failed");
                    assertThat(e.body().getString("request_id")).isEqualTo("r-9");
                });
        assertThat(waited).as("no retries for these").isEmpty();
    }

    @Test
    void readsAStreamedAnswerEventByEventAsAStreamAndAsAPublisher() throws Exception {
        String events = "event: context\ndata: {\"context_used\": [], \"request_id\": \"r-2\"}\n\n"
                + "event: delta\ndata: {\"text\": \"Returns are accepted \"}\n\n"
                + "event: delta\ndata: {\"text\": \"for 30 days [1].\"}\n\n"
                + "event: done\ndata: " + ANSWER.replace("\n", " ") + "\n\n";
        replies.add(new Reply(200, "text/event-stream", events, Map.of()));
        replies.add(new Reply(200, "text/event-stream", events, Map.of()));
        RagGuardClient client = client();

        List<ChatEvent> read;
        try (Stream<ChatEvent> stream = client.stream("northwind", "How long is the return window?")) {
            read = stream.toList();
        }

        assertThat(read).extracting(ChatEvent::name).containsExactly("context", "delta", "delta", "done");
        assertThat(read.stream().map(ChatEvent::text).reduce("", String::concat))
                .isEqualTo("Returns are accepted for 30 days [1].");
        assertThat(read.get(3).answer().passed()).isTrue();

        List<String> published = new CopyOnWriteArrayList<>();
        CountDownLatch completed = new CountDownLatch(1);
        var executor = Executors.newSingleThreadExecutor();
        try {
            client.publisher("northwind", "How long?", null, executor).subscribe(new Flow.Subscriber<>() {
                @Override
                public void onSubscribe(Flow.Subscription subscription) {
                    subscription.request(Long.MAX_VALUE);
                }

                @Override
                public void onNext(ChatEvent item) {
                    published.add(item.name());
                }

                @Override
                public void onError(Throwable throwable) {
                    published.add("error: " + throwable);
                    completed.countDown();
                }

                @Override
                public void onComplete() {
                    completed.countDown();
                }
            });
            assertThat(completed.await(10, TimeUnit.SECONDS)).isTrue();
        } finally {
            executor.shutdownNow();
        }
        assertThat(published).containsExactly("context", "delta", "delta", "done");
    }

    @Test
    void aServerThatDoesNotAnswerInTimeIsAConnectionFailure() {
        AtomicInteger slow = new AtomicInteger();
        server.createContext("/api/knowledge/", exchange -> {
            slow.incrementAndGet();
            try {
                Thread.sleep(2_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            exchange.sendResponseHeaders(204, -1);
            exchange.close();
        });
        RagGuardClient client = RagGuardClient.builder(URI.create("http://127.0.0.1:" + server.getAddress().getPort()))
                .requestTimeout(Duration.ofMillis(200)).build();

        assertThatThrownBy(() -> client.document(1)).isInstanceOf(ConnectionException.class)
                .hasMessageContaining("no answer within");
        assertThat(slow).hasValue(1);
        assertThatThrownBy(() -> RagGuardClient.builder(URI.create("http://127.0.0.1:1")).build().chat(null, "x"))
                .isInstanceOf(ConnectionException.class).hasMessageContaining("cannot connect");
    }

    @Test
    void decidesARecordWithCredentialsAndEncodesTheFilters() {
        reply(200, "{\"request_id\": \"r 1\", \"decision\": \"rejected\"}", Map.of());
        reply(200, "[{\"request_id\": \"r-1\"}]", Map.of());
        RagGuardClient client = RagGuardClient.builder(URI.create("http://127.0.0.1:" + server.getAddress().getPort()))
                .credentials("compliance", "compliance").build();

        assertThat(client.decide("r 1", "rejected", "wrong figure").getString("decision")).isEqualTo("rejected");
        assertThat(client.records(Map.of("status", "failed", "q", "30 days"))).hasSize(1);

        assertThat(requests.get(0)).startsWith("POST /api/admin/records/r%201/decision Basic Y29tcGxpYW5jZTpjb21wbGlhbmNl ")
                .contains("\"note\":\"wrong figure\"");
        assertThat(requests.get(1)).contains("/api/admin/records?").contains("status=failed").contains("q=30%20days");
    }
}
