package io.ragguard.validation.grounding;

import io.ragguard.validation.spi.Evidence;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * The evidence split most recently, by content, at two levels. Splitting costs more than scoring an
 * answer (about 2.5 ms for three 256-token passages: sentences, offsets, word-piece vectors,
 * vocabulary), so the last passages split are kept (about 50 KB each for a 256-token passage), and a
 * list is joined from its passages' splits: chat answers whose retrieval returns passages seen before,
 * in any list, split only the new ones. The last lists joined are kept as well (their union of the
 * passages' vocabularies), so that answers validated against contexts seen before (several answers to
 * one set of contexts, a question asked again) find the list ready, and the validators of one answer
 * (faithfulness, claims, answer-relevancy, which ask for it side by side) share one. A passage or list
 * another thread is splitting is waited for, not split again. With capacities of 0 every call splits.
 */
final class RecentEvidence {

    /** Lists kept by default (setting {@code grounding.evidence.cache.lists}). */
    static final int DEFAULT_LISTS = 256;

    /** Passages kept by default (setting {@code grounding.evidence.cache.passages}). */
    static final int DEFAULT_PASSAGES = 1024;

    private final Function<List<String>, List<float[]>> encoder;
    private final RecentFutures<ListKey, EvidenceSentences> lists;
    private final RecentFutures<PassageKey, EvidenceSentences.Passage> passages;

    /**
     * Lists split with {@code encoder}, which turns texts into unit vectors in input order; at most
     * {@code lists} lists and {@code passages} passages kept (0 keeps none).
     */
    RecentEvidence(Function<List<String>, List<float[]>> encoder, int lists, int passages) {
        this.encoder = encoder;
        this.lists = new RecentFutures<>(lists);
        this.passages = new RecentFutures<>(passages);
    }

    /**
     * The list split, from the lists kept when one with the same content is there or being split, else
     * joined from its passages' splits; a split that fails is not kept.
     */
    EvidenceSentences split(List<Evidence> evidence) {
        return lists.get(new ListKey(evidence), () -> EvidenceSentences.join(evidence,
                evidence.stream().map(this::passage).toList()));
    }

    private EvidenceSentences.Passage passage(Evidence evidence) {
        return passages.get(new PassageKey(evidence.title(), evidence.text()),
                () -> EvidenceSentences.Passage.of(evidence, encoder));
    }

    /** A passage by what its split reads: its title and text. */
    private record PassageKey(String title, String text) {
    }

    /** An evidence list by content: every field of every passage, the vectors by their values. */
    private record ListKey(List<Evidence> evidence) {
        @Override
        public boolean equals(Object other) {
            if (!(other instanceof ListKey key) || key.evidence.size() != evidence.size()) {
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
