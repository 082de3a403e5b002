package io.ragguard.generation.provider;

import io.ragguard.generation.fake.FakeProvider;
import io.ragguard.generation.fake.Scenario;
import io.ragguard.generation.fake.Wire;
import io.ragguard.generation.provider.ProviderException.Kind;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

import static io.ragguard.generation.provider.Conversation.ANSWER;
import static io.ragguard.generation.provider.Conversation.TIMEOUT;
import static io.ragguard.generation.provider.Conversation.call;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** What the three wire formats do alike, each against a fake of its API over real HTTP. */
class ProviderClientsTest {

    private static final Duration SHORT = Duration.ofMillis(300);
    private static final Map<Wire, String> STOP = Map.of(Wire.OPENAI, "stop", Wire.GEMINI, "STOP",
            Wire.ANTHROPIC, "end_turn");

    private FakeProvider fake;
    private HttpProviderClient client;
    private final ExecutorService callers = Executors.newCachedThreadPool();

    private void start(Wire wire) {
        fake = FakeProvider.start(wire).expectKey(Conversation.KEY);
        client = Conversation.open(wire);
    }

    @AfterEach
    void stop() {
        callers.shutdownNow();
        if (fake != null) {
            fake.close();
        }
        if (client != null) {
            client.close();
        }
    }

    @ParameterizedTest
    @EnumSource(Wire.class)
    void answersPlainWithTheTextTheTokensAndTheFinishReason(Wire wire) {
        start(wire);

        ProviderReply reply = client.complete(call(fake.baseUrl(), "test-model", TIMEOUT));

        assertThat(reply.text()).isEqualTo(ANSWER);
        assertThat(reply.tokensIn()).isGreaterThan(20);
        assertThat(reply.tokensOut()).isEqualTo(ANSWER.split(" ").length);
        assertThat(reply.finishReason()).isEqualTo(STOP.get(wire));
        assertThat(fake.lastRequest().scenario()).isEqualTo(Scenario.ANSWER);
    }

    @ParameterizedTest
    @EnumSource(Wire.class)
    void streamsTheAnswerInPiecesInOrder(Wire wire) {
        start(wire);
        List<String> pieces = new ArrayList<>();

        ProviderReply reply = client.stream(call(fake.baseUrl(), "test-model", TIMEOUT), pieces::add);

        assertThat(pieces).hasSizeGreaterThan(10);
        assertThat(String.join("", pieces)).isEqualTo(reply.text()).isEqualTo(ANSWER);
        assertThat(reply.tokensIn()).isGreaterThan(20);
        assertThat(reply.tokensOut()).isEqualTo(ANSWER.split(" ").length);
        assertThat(reply.finishReason()).isEqualTo(STOP.get(wire));
    }

    @ParameterizedTest
    @EnumSource(Wire.class)
    void streamsALongAnswerWhoseWholeTimeIsFarBeyondTheTimeout(Wire wire) {
        start(wire);
        // every wait well inside the timeout, even on a loaded machine; the whole far beyond it
        Duration timeout = Duration.ofMillis(400);
        fake.pace(Duration.ofMillis(100), Duration.ofMillis(70), 3);
        List<String> pieces = new ArrayList<>();

        long start = System.nanoTime();
        ProviderReply reply = client.stream(call(fake.baseUrl(), "test-model", timeout), pieces::add);

        assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThan(timeout.multipliedBy(3));
        assertThat(reply.text()).isEqualTo(ANSWER);
    }

    @ParameterizedTest
    @EnumSource(Wire.class)
    void streamsAnAnswerOfFourThousandWords(Wire wire) {
        start(wire);
        fake.pace(Duration.ZERO, Duration.ZERO, 64);
        StringBuilder streamed = new StringBuilder();

        ProviderReply reply = client.stream(call(fake.baseUrl(), Scenario.LONG.label(), TIMEOUT), streamed::append);

        assertThat(reply.text().split(" ")).hasSizeGreaterThanOrEqualTo(4000);
        assertThat(streamed.toString()).isEqualTo(reply.text()).startsWith(ANSWER);
    }

    static Stream<Arguments> failures() {
        List<Arguments> failures = new ArrayList<>();
        for (Wire wire : Wire.values()) {
            for (boolean streamed : new boolean[] {false, true}) {
                failures.add(Arguments.of(wire, streamed, Scenario.RATE_LIMITED, Kind.RATE_LIMITED, 429));
                failures.add(Arguments.of(wire, streamed, Scenario.SERVER_ERROR, Kind.UNAVAILABLE, 500));
                failures.add(Arguments.of(wire, streamed, Scenario.OVERLOADED, Kind.UNAVAILABLE, 503));
                failures.add(Arguments.of(wire, streamed, Scenario.TRUNCATED, Kind.TRUNCATED, 0));
                failures.add(Arguments.of(wire, streamed, Scenario.MALFORMED, Kind.MALFORMED, 0));
                failures.add(Arguments.of(wire, streamed, Scenario.CONTENT_FILTER, Kind.CONTENT_FILTER, 0));
                failures.add(Arguments.of(wire, streamed, Scenario.EMPTY, Kind.EMPTY, 0));
                failures.add(Arguments.of(wire, streamed, Scenario.STREAM_ERROR, Kind.UNAVAILABLE, streamed ? 0 : 500));
            }
        }
        return failures.stream();
    }

    @ParameterizedTest(name = "{0} streamed={1} {2}")
    @MethodSource("failures")
    void classifiesEachFailure(Wire wire, boolean streamed, Scenario scenario, Kind kind, int status) {
        start(wire);
        fake.script(scenario);

        ProviderException failure = catchThrowableOfType(() -> send(streamed, call(fake.baseUrl(), "test-model",
                TIMEOUT)), ProviderException.class);

        assertThat(failure).as("the failure of %s", scenario).isNotNull();
        assertThat(failure.kind()).isEqualTo(kind);
        assertThat(failure.status()).isEqualTo(status);
        boolean asksToWait = scenario == Scenario.RATE_LIMITED || scenario == Scenario.OVERLOADED;
        assertThat(failure.retryAfter()).isEqualTo(asksToWait ? Optional.of(Duration.ofSeconds(1)) : Optional.empty());
        assertThat(failure.getMessage()).contains(client.name()).doesNotContain(Conversation.KEY);
    }

    @ParameterizedTest(name = "{0} streamed={1} {2}")
    @MethodSource("hangs")
    void endsInTimeoutWhenTheProviderFallsSilent(Wire wire, boolean streamed, Scenario scenario) {
        start(wire);
        client.complete(call(fake.baseUrl(), "test-model", TIMEOUT)); // the first call of a JVM loads classes
        fake.script(scenario);

        long start = System.nanoTime();
        assertThatThrownBy(() -> send(streamed, call(fake.baseUrl(), "test-model", SHORT)))
                .isInstanceOfSatisfying(ProviderException.class, e -> assertThat(e.kind()).isEqualTo(Kind.TIMEOUT));

        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(SHORT.multipliedBy(2));
    }

    static Stream<Arguments> hangs() {
        return Stream.of(Wire.values()).flatMap(wire -> Stream.of(
                Arguments.of(wire, false, Scenario.HANG), Arguments.of(wire, true, Scenario.HANG),
                Arguments.of(wire, false, Scenario.HANG_AFTER_HEADERS), Arguments.of(wire, true, Scenario.HANG_AFTER_HEADERS)));
    }

    @ParameterizedTest
    @EnumSource(Wire.class)
    void isRejectedWithAWrongKeyAndNeverRepeatsIt(Wire wire) {
        start(wire);
        String wrongKey = "sk-wrong-9876543210";

        ProviderException failure = catchThrowableOfType(() -> client.complete(Conversation.call(fake.baseUrl(),
                "test-model", wrongKey, TIMEOUT, Conversation.QUESTION_ONLY)), ProviderException.class);

        assertThat(failure.kind()).isEqualTo(Kind.REJECTED);
        assertThat(failure.status()).isBetween(400, 403);
        assertThat(failure.getMessage()).doesNotContain(wrongKey).doesNotContain("9876543210");
    }

    @ParameterizedTest
    @EnumSource(Wire.class)
    void rethrowsWhatTheConsumerThrowsAndStopsReading(Wire wire) {
        start(wire);
        IllegalStateException stop = new IllegalStateException("the client went away");
        List<String> pieces = new ArrayList<>();

        assertThatThrownBy(() -> client.stream(call(fake.baseUrl(), "test-model", TIMEOUT), piece -> {
            pieces.add(piece);
            if (pieces.size() == 2) {
                throw stop;
            }
        })).isSameAs(stop);

        assertThat(pieces).hasSize(2);
    }

    @ParameterizedTest
    @EnumSource(Wire.class)
    void anInterruptCancelsACallThatWaitsForTheProvider(Wire wire) throws Exception {
        start(wire);
        fake.script(Scenario.HANG_AFTER_HEADERS, Scenario.HANG);
        for (int i = 0; i < 2; i++) {
            AtomicReference<Thread> caller = new AtomicReference<>();
            CompletableFuture<Boolean> interruptKept = new CompletableFuture<>();
            Future<?> call = callers.submit(() -> {
                caller.set(Thread.currentThread());
                try {
                    client.stream(call(fake.baseUrl(), "test-model", TIMEOUT), piece -> {
                    });
                } catch (CancellationException e) {
                    interruptKept.complete(Thread.currentThread().isInterrupted());
                    return;
                }
                interruptKept.complete(false);
            });
            Thread.sleep(100);
            caller.get().interrupt();

            assertThat(interruptKept.get(2, TimeUnit.SECONDS)).isTrue();
            call.get();
        }
    }

    @ParameterizedTest
    @EnumSource(Wire.class)
    void servesManyStreamsAtOnce(Wire wire) throws Exception {
        start(wire);
        fake.pace(Duration.ofMillis(20), Duration.ofMillis(2), 8);
        List<Future<ProviderReply>> calls = new ArrayList<>();
        for (int i = 0; i < 32; i++) {
            calls.add(callers.submit(() -> client.stream(call(fake.baseUrl(), "test-model", TIMEOUT), piece -> {
            })));
        }

        for (Future<ProviderReply> call : calls) {
            assertThat(call.get().text()).isEqualTo(ANSWER);
        }
        assertThat(fake.requests()).hasSize(32);
    }

    private ProviderReply send(boolean streamed, ProviderCall call) {
        return streamed ? client.stream(call, piece -> {
        }) : client.complete(call);
    }
}
