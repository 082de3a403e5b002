package io.ragguard.validation.grounding;

import java.util.Locale;
import java.util.Set;

/**
 * The common English words, inflected forms included (common-words.txt.gz): a capitalised word that is
 * one of them is most likely capitalised because it opens a sentence, not because it is a name.
 */
public final class CommonWords {

    static final Set<String> SET = Set.copyOf(WordLists.lines("common-words.txt.gz"));

    private CommonWords() {
    }

    public static boolean contains(String word) {
        return word != null && SET.contains(word.toLowerCase(Locale.ROOT));
    }
}
