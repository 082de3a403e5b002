package io.ragguard.generation.control;

import io.ragguard.generation.boundary.ModelSettings;
import io.ragguard.generation.provider.ProviderException;
import io.ragguard.generation.provider.ProviderException.Kind;
import io.ragguard.generation.provider.ProviderReply;
import io.ragguard.monitoring.boundary.PipelineMetrics;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * The fault tolerance around every provider call: a circuit breaker and a bulkhead per provider and
 * address, and retries of 429, 502, 503 and 504 with exponential backoff and jitter, waiting what
 * {@code Retry-After} asks when it asks at most {@link #LONGEST_RETRY_AFTER}. The sizes and counts are
 * the live {@code llm.*} settings of the call (so MicroProfile Fault Tolerance's annotations, read once
 * at deployment, do not fit); each attempt's outcome, time and tokens go to the metrics.
 */
@ApplicationScoped
public class ProviderCalls {

    static final int BREAKER_THRESHOLD = 5;
    static final Duration BREAKER_OPEN = Duration.ofSeconds(30);
    static final Duration LONGEST_RETRY_AFTER = Duration.ofSeconds(20);
    static final Duration FIRST_BACKOFF = Duration.ofMillis(250);
    static final Duration LONGEST_BACKOFF = Duration.ofSeconds(4);
    /** Failures that say nothing about whether the provider is up. */
    private static final Set<Kind> HEALTHY = Set.of(Kind.REJECTED, Kind.CONTENT_FILTER, Kind.EMPTY);

    @Inject
    PipelineMetrics metrics;

    private final Map<String, CircuitBreaker> breakers = new ConcurrentHashMap<>();
    private final Map<String, AtomicInteger> inFlight = new ConcurrentHashMap<>();

    /**
     * Runs {@code call} under the breaker and bulkhead, retrying while {@code mayRetry} says a retry is
     * still possible (a stream that has sent text cannot be retried).
     *
     * @throws ProviderException the last attempt's failure, or {@code CIRCUIT_OPEN} / {@code BULKHEAD_FULL}
     */
    public ProviderReply call(ModelSettings settings, BooleanSupplier mayRetry, Supplier<ProviderReply> call) {
        String name = settings.provider().label();
        String key = name + " " + settings.baseUrl();
        CircuitBreaker breaker = breakers.computeIfAbsent(key,
                k -> new CircuitBreaker(BREAKER_THRESHOLD, BREAKER_OPEN, System::nanoTime));
        if (!breaker.allow()) {
            metrics.providerCalled(name, Kind.CIRCUIT_OPEN.label(), 0, -1, -1);
            throw new ProviderException(Kind.CIRCUIT_OPEN, name + " failed " + BREAKER_THRESHOLD
                    + " times in a row; calls resume after " + BREAKER_OPEN.toSeconds() + " s");
        }
        AtomicInteger running = inFlight.computeIfAbsent(key, k -> new AtomicInteger());
        if (running.incrementAndGet() > settings.maxConcurrent()) {
            running.decrementAndGet();
            breaker.released();
            metrics.providerCalled(name, Kind.BULKHEAD_FULL.label(), 0, -1, -1);
            throw new ProviderException(Kind.BULKHEAD_FULL, "all " + settings.maxConcurrent() + " places for calls to "
                    + name + " are taken (llm.max-concurrent)");
        }
        try {
            return attempts(settings, name, breaker, mayRetry, call);
        } finally {
            running.decrementAndGet();
        }
    }

    private ProviderReply attempts(ModelSettings settings, String name, CircuitBreaker breaker,
                                   BooleanSupplier mayRetry, Supplier<ProviderReply> call) {
        for (int attempt = 0; ; attempt++) {
            long start = System.nanoTime();
            try {
                ProviderReply reply = call.get();
                metrics.providerCalled(name, "ok", System.nanoTime() - start, reply.tokensIn(), reply.tokensOut());
                breaker.succeeded();
                return reply;
            } catch (ProviderException e) {
                metrics.providerCalled(name, e.kind().label(), System.nanoTime() - start, -1, -1);
                Duration wait = backoff(e, attempt);
                if (!e.retryable() || attempt >= settings.retries() || wait == null || !mayRetry.getAsBoolean()) {
                    if (HEALTHY.contains(e.kind())) {
                        breaker.released();
                    } else {
                        breaker.failed();
                    }
                    throw e;
                }
                metrics.providerRetried(name, e.kind().label());
                sleep(wait, e);
            }
        }
    }

    /** The wait before the next attempt: what Retry-After asks, else 250 ms doubling, with jitter; null: give up. */
    static Duration backoff(ProviderException failure, int attempt) {
        if (failure.retryAfter().isPresent()) {
            Duration asked = failure.retryAfter().get();
            return asked.compareTo(LONGEST_RETRY_AFTER) > 0 ? null : asked;
        }
        long base = Math.min(LONGEST_BACKOFF.toMillis(), FIRST_BACKOFF.toMillis() << Math.min(attempt, 10));
        return Duration.ofMillis(base / 2 + ThreadLocalRandom.current().nextLong(base / 2 + 1));
    }

    private static void sleep(Duration wait, ProviderException failure) {
        try {
            Thread.sleep(wait.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw failure;
        }
    }
}
