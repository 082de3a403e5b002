package io.ragguard.retrieval.reference;

import io.ragguard.retrieval.boundary.Passage;

import java.util.List;
import java.util.stream.IntStream;

/** Passages for the tests. */
final class Passages {

    private Passages() {
    }

    /** A passage with no vector, as a lexical-only hit would have. */
    static Passage passage(String id, String text) {
        return passage(id, text, null);
    }

    static Passage passage(String id, String text, float[] vector) {
        return new Passage(id, "doc-" + id, "Title " + id, "src-" + id, text, 0.8, vector, List.of());
    }

    static List<Passage> numbered(int count) {
        return IntStream.rangeClosed(1, count).mapToObj(i -> passage("p" + i, "Passage number " + i + ".")).toList();
    }
}
