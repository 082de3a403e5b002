package io.ragguard.validation.text;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * What was read from the texts seen last, by text: the validators of one answer each read its
 * sentences, and every answer grounded in a passage reads that passage's figures. Holds at most
 * {@code size} texts, the least recently used going first; safe for the chain's threads.
 */
final class RecentReads<T> {

    private final Function<String, T> read;
    private final Map<String, T> recent;

    RecentReads(int size, Function<String, T> read) {
        this.read = read;
        this.recent = Collections.synchronizedMap(new LinkedHashMap<>(64, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, T> eldest) {
                return size() > size;
            }
        });
    }

    /** What {@code read} gives for the text, read again only when it is not among the last ones. */
    T of(String text) {
        T known = recent.get(text);
        if (known != null) {
            return known;
        }
        T fresh = read.apply(text);
        recent.put(text, fresh);
        return fresh;
    }
}
