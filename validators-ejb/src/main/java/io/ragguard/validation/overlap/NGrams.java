package io.ragguard.validation.overlap;

import io.ragguard.text.Words;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The distinct unigrams and bigrams of a text's content words, folded ({@code "refund policies"}
 * gives {@code refund}, {@code policy} and {@code refund policy}); citation markers do not count.
 */
final class NGrams {

    private NGrams() {
    }

    static Set<String> of(String text) {
        List<String> words = Words.contentWords(text).stream().map(Words::fold).toList();
        Set<String> grams = new LinkedHashSet<>(words);
        for (int i = 1; i < words.size(); i++) {
            grams.add(words.get(i - 1) + " " + words.get(i));
        }
        return grams;
    }
}
