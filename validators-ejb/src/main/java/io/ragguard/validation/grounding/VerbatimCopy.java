package io.ragguard.validation.grounding;

import java.util.List;

/**
 * How much of a claim is copied word for word from the evidence: extractive answers ("Arthur's
 * Magazine", a sentence lifted from the passage) are supported by construction, while a hallucinated
 * answer built from the passage's words rarely keeps its word order. Stop words count here, so that
 * "was started first" is not a copy of "was first started".
 */
final class VerbatimCopy {

    private VerbatimCopy() {
    }

    /**
     * The longest run of the claim's words whose neighbouring pairs all occur in one evidence sentence,
     * as a share of the claim's words (1 for a claim without words; a one-word run needs the word).
     */
    static double span(List<String> words, EvidenceSentences.Vocabulary vocabulary) {
        if (words.isEmpty()) {
            return 1;
        }
        int longest = 0;
        int run = 0;
        for (int i = 0; i < words.size(); i++) {
            if (run > 0 && vocabulary.wordBigrams().contains(words.get(i - 1) + " " + words.get(i))) {
                run++;
            } else {
                run = vocabulary.words().contains(words.get(i)) ? 1 : 0;
            }
            longest = Math.max(longest, run);
        }
        return longest / (double) words.size();
    }

    /** The share of the claim's word trigrams found in an evidence sentence; 1 with fewer than three words. */
    static double trigramCoverage(List<String> words, EvidenceSentences.Vocabulary vocabulary) {
        if (words.size() < 3) {
            return 1;
        }
        int found = 0;
        for (int i = 3; i <= words.size(); i++) {
            if (vocabulary.wordTrigrams().contains(String.join(" ", words.subList(i - 3, i)))) {
                found++;
            }
        }
        return found / (double) (words.size() - 2);
    }
}
