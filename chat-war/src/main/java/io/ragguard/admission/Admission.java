package io.ragguard.admission;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.metrics.Metadata;
import org.eclipse.microprofile.metrics.MetricRegistry;

import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A bulkhead with a queue in front of the answering endpoints: {@code admission.max-concurrent}
 * requests are answered at a time, up to {@code admission.max-queued} more wait for a turn, each for
 * at most {@code admission.queue-timeout-ms}; anything beyond is refused at once. All three are read
 * at start. Both counts are gauges at {@code /metrics}.
 */
@ApplicationScoped
public class Admission {

    @Inject
    @ConfigProperty(name = "admission.max-concurrent", defaultValue = "8")
    int maxConcurrent;

    @Inject
    @ConfigProperty(name = "admission.max-queued", defaultValue = "96")
    int maxQueued;

    @Inject
    @ConfigProperty(name = "admission.queue-timeout-ms", defaultValue = "2000")
    long queueTimeoutMs;

    private Semaphore running;
    private final AtomicInteger waiting = new AtomicInteger();

    @Inject
    MetricRegistry registry;

    @PostConstruct
    void open() {
        running = new Semaphore(Math.max(1, maxConcurrent), true);
        if (registry != null) {
            registry.gauge(Metadata.builder().withName("ragguard_admission_in_progress").withDescription(
                    "Answers being worked on now (at most admission.max-concurrent)").build(), this,
                    Admission::inProgress);
            registry.gauge(Metadata.builder().withName("ragguard_admission_queued").withDescription(
                    "Answers waiting for a turn now (at most admission.max-queued; beyond it, 503 overloaded)").build(),
                    this, Admission::queued);
        }
    }

    /** A turn to answer, or none when the queue is full or the wait ran out; release what you get. */
    public boolean enter() {
        if (running.tryAcquire()) {
            return true;
        }
        if (waiting.incrementAndGet() > maxQueued) {
            waiting.decrementAndGet();
            return false;
        }
        try {
            return running.tryAcquire(queueTimeoutMs, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } finally {
            waiting.decrementAndGet();
        }
    }

    public void leave() {
        running.release();
    }

    /** Requests being answered now. */
    public int inProgress() {
        return Math.max(1, maxConcurrent) - running.availablePermits();
    }

    /** Requests waiting for a turn now. */
    public int queued() {
        return waiting.get();
    }
}
