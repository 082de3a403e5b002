package io.ragguard.embedding.control;

import io.ragguard.concurrency.InFlight;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * The vectors of the texts embedded most recently, at most {@code capacity} of them, least recently
 * used evicted first. One answer is embedded by several validators running side by side
 * (faithfulness, claims, relevancy, ethics) and one set of contexts is often validated against
 * several answers: each text is encoded once. A text another thread is encoding is waited for, not
 * encoded again; every caller encodes its own misses before it waits, so no two callers wait on each
 * other. Vectors are shared: callers must not modify them.
 */
public final class VectorCache<V> {

    private final int capacity;
    private final Map<String, CompletableFuture<V>> vectors;

    public VectorCache(int capacity) {
        this.capacity = capacity;
        this.vectors = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, CompletableFuture<V>> eldest) {
                return size() > VectorCache.this.capacity;
            }
        };
    }

    /** The texts' vectors in input order; those no one holds or encodes are encoded in one call to {@code encoder}. */
    public List<V> vectors(List<String> texts, Function<List<String>, List<V>> encoder) {
        if (capacity <= 0) {
            return encoder.apply(texts);
        }
        List<CompletableFuture<V>> found = new ArrayList<>(texts.size());
        Map<String, CompletableFuture<V>> mine = new LinkedHashMap<>();
        synchronized (vectors) {
            for (String text : texts) {
                CompletableFuture<V> vector = vectors.get(text);
                if (vector == null) {
                    vector = new CompletableFuture<>();
                    vectors.put(text, vector);
                    mine.put(text, vector);
                }
                found.add(vector);
            }
        }
        if (!mine.isEmpty()) {
            encode(mine, encoder);
        }
        List<V> result = new ArrayList<>(found.size());
        found.forEach(vector -> result.add(InFlight.await(vector)));
        return List.copyOf(result);
    }

    private void encode(Map<String, CompletableFuture<V>> mine, Function<List<String>, List<V>> encoder) {
        List<String> texts = List.copyOf(mine.keySet());
        try {
            List<V> encoded = encoder.apply(texts);
            for (int i = 0; i < texts.size(); i++) {
                mine.get(texts.get(i)).complete(encoded.get(i));
            }
        } catch (RuntimeException | Error e) {
            synchronized (vectors) {
                mine.forEach(vectors::remove);
            }
            mine.values().forEach(vector -> vector.completeExceptionally(e));
            throw e;
        }
    }

    int size() {
        synchronized (vectors) {
            return vectors.size();
        }
    }
}
