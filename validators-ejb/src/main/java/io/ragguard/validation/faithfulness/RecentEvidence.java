package io.ragguard.validation.faithfulness;

import io.ragguard.validation.spi.Evidence;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;

/**
 * The evidence lists split most recently, by content. Splitting costs more than scoring an answer
 * (about 2.5 ms for three 256-token passages: sentences, offsets, word-piece vectors, vocabulary), so
 * the last {@code capacity} lists are kept (about 200 KB each for three such passages): answers
 * validated against contexts seen before (several answers to one set of contexts, a question asked
 * again) find theirs split. A list another thread is splitting is waited for, not split again: the
 * validators of one answer (faithfulness, claims, answer-relevancy) ask for it side by side. With a
 * capacity of 0 every call splits.
 */
final class RecentEvidence {

    /** Lists kept by default (setting {@code grounding.evidence.cache.lists}). */
    static final int DEFAULT_CAPACITY = 256;

    private final Function<List<String>, List<float[]>> encoder;
    private final int capacity;
    private final Map<Key, CompletableFuture<EvidenceSentences>> split;

    /**
     * Lists split with {@code encoder}, which turns texts into unit vectors in input order; at most
     * {@code capacity} kept (0 keeps none).
     */
    RecentEvidence(Function<List<String>, List<float[]>> encoder, int capacity) {
        this.encoder = encoder;
        this.capacity = capacity;
        this.split = Collections.synchronizedMap(new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Key, CompletableFuture<EvidenceSentences>> eldest) {
                return size() > RecentEvidence.this.capacity;
            }
        });
    }

    /**
     * The list split, from the lists kept when one with the same content is there or being split; a
     * split that fails is not kept.
     */
    EvidenceSentences split(List<Evidence> evidence) {
        if (capacity <= 0) {
            return EvidenceSentences.of(evidence, encoder);
        }
        Key key = new Key(evidence);
        CompletableFuture<EvidenceSentences> mine = new CompletableFuture<>();
        CompletableFuture<EvidenceSentences> known = split.putIfAbsent(key, mine);
        if (known != null) {
            try {
                return known.join();
            } catch (CompletionException e) {
                throw e.getCause() instanceof RuntimeException runtime ? runtime : e;
            }
        }
        try {
            mine.complete(EvidenceSentences.of(evidence, encoder));
        } catch (RuntimeException | Error e) {
            split.remove(key, mine);
            mine.completeExceptionally(e);
            throw e;
        }
        return mine.join();
    }

    /** An evidence list by content: every field of every passage, the vectors by their values. */
    private record Key(List<Evidence> evidence) {
        @Override
        public boolean equals(Object other) {
            if (!(other instanceof Key key) || key.evidence.size() != evidence.size()) {
                return false;
            }
            for (int i = 0; i < evidence.size(); i++) {
                Evidence a = evidence.get(i);
                Evidence b = key.evidence.get(i);
                if (a.number() != b.number() || Double.compare(a.score(), b.score()) != 0
                        || !Objects.equals(a.id(), b.id()) || !Objects.equals(a.title(), b.title())
                        || !Objects.equals(a.text(), b.text()) || !sameVectors(a, b)) {
                    return false;
                }
            }
            return true;
        }

        private static boolean sameVectors(Evidence a, Evidence b) {
            List<float[]> x = a.sentenceVectors();
            List<float[]> y = b.sentenceVectors();
            if (x.size() != y.size()) {
                return false;
            }
            for (int i = 0; i < x.size(); i++) {
                if (!Arrays.equals(x.get(i), y.get(i))) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public int hashCode() {
            int hash = 1;
            for (Evidence e : evidence) {
                hash = 31 * hash + Objects.hash(e.number(), e.id(), e.text(), e.sentenceVectors().size());
            }
            return hash;
        }
    }
}
