package io.ragguard.generation.control;

import io.ragguard.generation.boundary.Fallback;
import io.ragguard.generation.boundary.ModelProvider;
import io.ragguard.generation.boundary.ModelSettings;
import io.ragguard.generation.provider.ProviderException;
import io.ragguard.generation.provider.ProviderException.Kind;
import io.ragguard.generation.provider.ProviderReply;
import io.ragguard.monitoring.boundary.PipelineMetrics;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ProviderCallsTest {

    private final List<String> outcomes = new ArrayList<>();
    private final List<String> retries = new ArrayList<>();
    private ProviderCalls calls;

    @BeforeEach
    void calls() {
        calls = new ProviderCalls();
        calls.metrics = new PipelineMetrics() {
            @Override
            public synchronized void providerCalled(String provider, String outcome, long nanos, int in, int out) {
                outcomes.add(outcome);
            }

            @Override
            public synchronized void providerRetried(String provider, String why) {
                retries.add(why);
            }
        };
    }

    private static ModelSettings settings(int retries, int maxConcurrent) {
        return new ModelSettings(ModelProvider.OPENAI, URI.create("http://127.0.0.1:1/v1"), "m", null,
                Duration.ofSeconds(1), 100, 0, retries, maxConcurrent, Fallback.EXTRACTIVE, 8000);
    }

    private static ProviderException failure(Kind kind, int status, Duration retryAfter) {
        return new ProviderException(kind, status, retryAfter, kind.label());
    }

    @Test
    void retriesARateLimitedCallAfterTheWaitItsRetryAfterAsks() {
        AtomicInteger attempts = new AtomicInteger();
        long start = System.nanoTime();

        ProviderReply reply = calls.call(settings(2, 4), () -> true, () -> {
            if (attempts.incrementAndGet() == 1) {
                throw failure(Kind.RATE_LIMITED, 429, Duration.ofMillis(300));
            }
            return new ProviderReply("ok", 3, 1, "stop");
        });

        assertThat(reply.text()).isEqualTo("ok");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofMillis(300));
        assertThat(outcomes).containsExactly("rate_limited", "ok");
        assertThat(retries).containsExactly("rate_limited");
    }

    @Test
    void retriesOnlyTheRetryableFailuresAndOnlyAsOftenAsAllowed() {
        AtomicInteger attempts = new AtomicInteger();
        assertThatThrownBy(() -> calls.call(settings(2, 4), () -> true, () -> {
            attempts.incrementAndGet();
            throw failure(Kind.UNAVAILABLE, 503, Duration.ofMillis(1));
        })).isInstanceOf(ProviderException.class);
        assertThat(attempts).hasValue(3);

        attempts.set(0);
        assertThatThrownBy(() -> calls.call(settings(2, 4), () -> true, () -> {
            attempts.incrementAndGet();
            throw failure(Kind.UNAVAILABLE, 500, null);
        })).isInstanceOf(ProviderException.class);
        assertThat(attempts).as("a 500 is not retried").hasValue(1);
    }

    @Test
    void aStreamThatHasSentTextIsNotRetried() {
        AtomicInteger attempts = new AtomicInteger();
        assertThatThrownBy(() -> calls.call(settings(3, 4), () -> false, () -> {
            attempts.incrementAndGet();
            throw failure(Kind.RATE_LIMITED, 429, Duration.ofMillis(1));
        })).isInstanceOf(ProviderException.class);
        assertThat(attempts).hasValue(1);
    }

    @Test
    void aRetryAfterLongerThanTheLongestWaitIsNotWaitedFor() {
        assertThat(ProviderCalls.backoff(failure(Kind.RATE_LIMITED, 429, Duration.ofMinutes(5)), 0)).isNull();
        assertThat(ProviderCalls.backoff(failure(Kind.UNAVAILABLE, 503, null), 0))
                .isBetween(Duration.ofMillis(125), Duration.ofMillis(250));
        assertThat(ProviderCalls.backoff(failure(Kind.UNAVAILABLE, 503, null), 20))
                .isLessThanOrEqualTo(ProviderCalls.LONGEST_BACKOFF);
    }

    @Test
    void opensTheCircuitAfterFailuresInARowAndRefusesCallsWithoutTryingThem() {
        for (int i = 0; i < ProviderCalls.BREAKER_THRESHOLD; i++) {
            assertThatThrownBy(() -> calls.call(settings(0, 4), () -> true, () -> {
                throw failure(Kind.TIMEOUT, 0, null);
            })).isInstanceOf(ProviderException.class);
        }
        AtomicInteger tried = new AtomicInteger();

        assertThatThrownBy(() -> calls.call(settings(0, 4), () -> true, () -> {
            tried.incrementAndGet();
            return new ProviderReply("ok", 1, 1, "stop");
        })).isInstanceOfSatisfying(ProviderException.class, e -> assertThat(e.kind()).isEqualTo(Kind.CIRCUIT_OPEN));
        assertThat(tried).hasValue(0);
    }

    @Test
    void aRefusedKeyDoesNotOpenTheCircuit() {
        for (int i = 0; i < ProviderCalls.BREAKER_THRESHOLD + 2; i++) {
            assertThatThrownBy(() -> calls.call(settings(0, 4), () -> true, () -> {
                throw failure(Kind.REJECTED, 401, null);
            })).isInstanceOfSatisfying(ProviderException.class, e -> assertThat(e.kind()).isEqualTo(Kind.REJECTED));
        }
    }

    @Test
    void theBulkheadRefusesACallBeyondItsSizeAtOnce() throws Exception {
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            pool.submit(() -> calls.call(settings(0, 1), () -> true, () -> {
                inside.countDown();
                await(release);
                return new ProviderReply("ok", 1, 1, "stop");
            }));
            assertThat(inside.await(5, TimeUnit.SECONDS)).isTrue();

            assertThatThrownBy(() -> calls.call(settings(0, 1), () -> true, () -> new ProviderReply("x", 1, 1, "stop")))
                    .isInstanceOfSatisfying(ProviderException.class,
                            e -> assertThat(e.kind()).isEqualTo(Kind.BULKHEAD_FULL));
        } finally {
            release.countDown();
            pool.shutdown();
        }
        assertThat(pool.awaitTermination(5, TimeUnit.SECONDS)).isTrue();
        assertThat(calls.call(settings(0, 1), () -> true, () -> new ProviderReply("y", 1, 1, "stop")).text())
                .isEqualTo("y");
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
