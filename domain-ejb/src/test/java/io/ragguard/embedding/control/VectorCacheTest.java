package io.ragguard.embedding.control;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class VectorCacheTest {

    private final List<List<String>> calls = new ArrayList<>();
    private final Function<List<String>, List<float[]>> encoder = texts -> {
        calls.add(List.copyOf(texts));
        return texts.stream().map(t -> new float[] {t.length()}).toList();
    };

    @Test
    void encodesOnlyTheTextsItDoesNotHoldOnceEachAndKeepsInputOrder() {
        VectorCache<float[]> cache = new VectorCache<>(10);
        cache.vectors(List.of("a", "bb"), encoder);

        List<float[]> vectors = cache.vectors(List.of("ccc", "a", "ccc", "bb"), encoder);

        assertThat(calls).containsExactly(List.of("a", "bb"), List.of("ccc"));
        assertThat(vectors).extracting(v -> v[0]).containsExactly(3f, 1f, 3f, 2f);
    }

    @Test
    void evictsTheLeastRecentlyUsedBeyondItsCapacity() {
        VectorCache<float[]> cache = new VectorCache<>(2);
        cache.vectors(List.of("a", "b"), encoder);
        cache.vectors(List.of("a"), encoder);
        cache.vectors(List.of("c"), encoder);

        cache.vectors(List.of("a", "b"), encoder);

        assertThat(cache.size()).isEqualTo(2);
        assertThat(calls.get(calls.size() - 1)).as("b was evicted, a was used since").containsExactly("b");
    }

    @Test
    void withNoCapacityEncodesEveryTime() {
        VectorCache<float[]> cache = new VectorCache<>(0);
        cache.vectors(List.of("a"), encoder);
        cache.vectors(List.of("a"), encoder);

        assertThat(calls).hasSize(2);
        assertThat(cache.size()).isZero();
    }

    @Test
    void aFailedEncodingIsNotCachedAndIsTriedAgain() {
        VectorCache<float[]> cache = new VectorCache<>(10);
        Function<List<String>, List<float[]>> failing = texts -> {
            throw new IllegalStateException("model gone");
        };

        assertThatThrownBy(() -> cache.vectors(List.of("a"), failing)).hasMessage("model gone");

        assertThat(cache.size()).isZero();
        assertThat(cache.vectors(List.of("a"), encoder)).hasSize(1);
    }

    @Test
    void aTextBeingEncodedByAnotherThreadIsWaitedForNotEncodedAgain() throws Exception {
        VectorCache<float[]> cache = new VectorCache<>(10);
        CountDownLatch encoding = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicInteger encoded = new AtomicInteger();
        Function<List<String>, List<float[]>> slow = texts -> {
            encoded.addAndGet(texts.size());
            encoding.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return texts.stream().map(t -> new float[] {7}).toList();
        };
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<List<float[]>> first = pool.submit(() -> cache.vectors(List.of("a"), slow));
            encoding.await();
            Future<List<float[]>> second = pool.submit(() -> cache.vectors(List.of("a"), slow));
            Thread.sleep(50);
            release.countDown();

            assertThat(first.get().get(0)).isSameAs(second.get().get(0));
            assertThat(encoded).hasValue(1);
        } finally {
            pool.shutdownNow();
        }
    }
}
