package io.ragguard.admission;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

class AdmissionTest {

    private final ExecutorService threads = Executors.newCachedThreadPool();

    @AfterEach
    void stop() {
        threads.shutdownNow();
    }

    private static Admission admission(int concurrent, int queued, long timeoutMs) {
        Admission admission = new Admission();
        admission.maxConcurrent = concurrent;
        admission.maxQueued = queued;
        admission.queueTimeoutMs = timeoutMs;
        admission.open();
        return admission;
    }

    @Test
    void letsInAsManyAsItAnswersAtOnce() {
        Admission admission = admission(2, 0, 10);

        assertThat(admission.enter()).isTrue();
        assertThat(admission.enter()).isTrue();
        assertThat(admission.inProgress()).isEqualTo(2);
        assertThat(admission.enter()).as("no queue: refused at once").isFalse();
        admission.leave();
        assertThat(admission.enter()).isTrue();
    }

    @Test
    void letsAWaitingRequestInWhenATurnFreesUp() throws Exception {
        Admission admission = admission(1, 1, 5_000);
        assertThat(admission.enter()).isTrue();

        Future<Boolean> waiting = threads.submit(admission::enter);
        while (admission.queued() == 0) {
            Thread.sleep(1);
        }
        admission.leave();

        assertThat(waiting.get(5, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void refusesBeyondTheQueueAtOnceAndAWaitThatRunsOut() throws Exception {
        Admission admission = admission(1, 1, 200);
        assertThat(admission.enter()).isTrue();
        CountDownLatch queued = new CountDownLatch(1);
        Future<Boolean> waiting = threads.submit(() -> {
            queued.countDown();
            return admission.enter();
        });
        queued.await();
        while (admission.queued() == 0) {
            Thread.sleep(1);
        }

        long start = System.nanoTime();
        assertThat(admission.enter()).as("queue full").isFalse();
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isLessThan(100);
        assertThat(waiting.get(5, TimeUnit.SECONDS)).as("waited past its timeout").isFalse();
        assertThat(admission.queued()).isZero();
    }
}
