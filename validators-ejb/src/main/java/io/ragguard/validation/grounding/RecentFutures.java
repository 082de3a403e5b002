package io.ragguard.validation.grounding;

import io.ragguard.concurrency.InFlight;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * Values computed once per key, the last {@code capacity} used kept: a key another thread is computing
 * is waited for, not computed again; a computation that fails is not kept (the next call tries again).
 * With a capacity of 0 every call computes.
 */
final class RecentFutures<K, V> {

    private final int capacity;
    private final Map<K, CompletableFuture<V>> values;

    RecentFutures(int capacity) {
        this.capacity = capacity;
        this.values = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<K, CompletableFuture<V>> eldest) {
                return size() > RecentFutures.this.capacity;
            }
        });
    }

    /** The value kept for the key, or being computed for it, or else {@code compute}'s, then kept. */
    V get(K key, Supplier<V> compute) {
        if (capacity <= 0) {
            return compute.get();
        }
        CompletableFuture<V> mine = new CompletableFuture<>();
        CompletableFuture<V> known = values.putIfAbsent(key, mine);
        if (known != null) {
            return InFlight.await(known);
        }
        try {
            mine.complete(compute.get());
        } catch (RuntimeException | Error e) {
            values.remove(key, mine);
            mine.completeExceptionally(e);
            throw e;
        }
        return mine.join();
    }
}
