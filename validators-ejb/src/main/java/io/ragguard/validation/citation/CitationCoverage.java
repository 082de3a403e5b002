package io.ragguard.validation.citation;

import io.ragguard.text.Citations;
import io.ragguard.text.Sentences;
import io.ragguard.text.Words;
import io.ragguard.validation.text.AnswerSentences;

import java.util.List;
import java.util.Set;

/**
 * How well an answer is cited: the share of its sentences that state something (claims, see
 * {@link AnswerSentences}, of at least {@value #MIN_CONTENT_WORDS} content words) and carry a marker
 * pointing at existing evidence. A greeting, a sign-off, a list's introduction or a sentence saying the
 * sources do not answer needs none.
 */
final class CitationCoverage {

    static final int MIN_CONTENT_WORDS = 4;

    private CitationCoverage() {
    }

    /** 1.0 when no sentence needs a citation. */
    static double of(String answer, Set<Integer> evidenceNumbers) {
        int needing = 0;
        int cited = 0;
        for (String sentence : Sentences.split(answer)) {
            if (needsCitation(sentence)) {
                needing++;
                if (isCited(sentence, evidenceNumbers)) {
                    cited++;
                }
            }
        }
        return needing == 0 ? 1.0 : (double) cited / needing;
    }

    /** Short sentences, and sentences that state nothing the sources must support, may go uncited. */
    static boolean needsCitation(String sentence) {
        if (Words.contentWords(sentence).size() < MIN_CONTENT_WORDS) {
            return false;
        }
        List<AnswerSentences.Sentence> read = AnswerSentences.of(sentence);
        return read.isEmpty() || read.stream().anyMatch(AnswerSentences.Sentence::isClaim);
    }

    static boolean isCited(String sentence, Set<Integer> evidenceNumbers) {
        return Citations.numbers(sentence).stream().anyMatch(evidenceNumbers::contains);
    }
}
