package io.ragguard.concurrency;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class OfferedTest {

    private final ExecutorService pool = Executors.newFixedThreadPool(2);

    @AfterEach
    void stop() {
        pool.shutdownNow();
    }

    @Test
    void runsTheWorkOnTheWaitingThreadWhenNoThreadTookItFromTheQueue() throws TimeoutException {
        List<Runnable> queue = new ArrayList<>();
        AtomicInteger runs = new AtomicInteger();

        Offered<String> offered = Offered.to(queue::add, () -> {
            runs.incrementAndGet();
            return Thread.currentThread().getName();
        });

        assertThat(offered.join(Duration.ofMillis(10))).isEqualTo(Thread.currentThread().getName());
        queue.forEach(Runnable::run);
        assertThat(runs).as("run once, by whoever came first").hasValue(1);
    }

    @Test
    void runsTheWorkHereWhenTheExecutorRefusesIt() throws TimeoutException {
        Offered<Integer> offered = Offered.to(task -> {
            throw new RejectedExecutionException("full");
        }, () -> 42);

        assertThat(offered.join(Duration.ofMillis(10))).isEqualTo(42);
    }

    @Test
    void waitsForWorkAThreadIsDoingOnlyUntilTheDeadline() throws InterruptedException {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Offered<String> offered = Offered.to(pool, () -> {
            started.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return "late";
        });
        started.await();

        assertThatThrownBy(() -> offered.join(Duration.ofMillis(50))).isInstanceOf(TimeoutException.class);
        release.countDown();
    }

    @Test
    void passesTheWorksOwnFailureOn() {
        Offered<String> offered = Offered.to(null, () -> {
            throw new IllegalArgumentException("no such conversation");
        });

        assertThatThrownBy(() -> offered.join(Duration.ofSeconds(1))).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no such conversation");
    }
}
