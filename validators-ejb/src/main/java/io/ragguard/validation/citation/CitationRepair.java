package io.ragguard.validation.citation;

import io.ragguard.text.Citations;
import io.ragguard.text.Sentences;
import io.ragguard.text.Words;
import io.ragguard.validation.spi.Evidence;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Repairs an answer's citations in place, keeping its layout: drops markers that point at no
 * evidence, then cites each sentence that needs a citation with the evidence sharing the largest
 * share of its content terms, if that share reaches {@value #MIN_OVERLAP}.
 */
final class CitationRepair {

    static final double MIN_OVERLAP = 0.2;

    private final Map<Integer, Set<String>> termsByEvidence = new LinkedHashMap<>();

    CitationRepair(List<Evidence> evidence) {
        for (Evidence e : evidence) {
            termsByEvidence.put(e.number(), Words.contentTerms(
                    (e.title() == null ? "" : e.title()) + " " + (e.text() == null ? "" : e.text())));
        }
    }

    String repair(String answer) {
        Set<Integer> numbers = termsByEvidence.keySet();
        String text = Citations.retain(answer, numbers::contains);
        StringBuilder repaired = new StringBuilder();
        int copied = 0;
        for (String sentence : Sentences.split(text)) {
            Matcher span = spanOf(sentence).matcher(text);
            if (!span.find(copied)) {
                continue;
            }
            String original = span.group();
            repaired.append(text, copied, span.start());
            if (CitationCoverage.needsCitation(original) && !CitationCoverage.isCited(original, numbers)) {
                repaired.append(cite(original));
            } else {
                repaired.append(original);
            }
            copied = span.end();
        }
        return repaired.append(text.substring(copied)).toString();
    }

    private String cite(String sentence) {
        Set<String> terms = Words.contentTerms(sentence);
        int best = -1;
        double bestShare = 0.0;
        for (Map.Entry<Integer, Set<String>> evidence : termsByEvidence.entrySet()) {
            double share = share(terms, evidence.getValue());
            if (share > bestShare) {
                best = evidence.getKey();
                bestShare = share;
            }
        }
        return best >= 0 && bestShare >= MIN_OVERLAP ? Citations.cite(sentence, best) : sentence;
    }

    private static double share(Set<String> sentenceTerms, Set<String> evidenceTerms) {
        if (sentenceTerms.isEmpty()) {
            return 0.0;
        }
        Set<String> shared = new HashSet<>(sentenceTerms);
        shared.retainAll(evidenceTerms);
        return (double) shared.size() / sentenceTerms.size();
    }

    /** The sentence as it stands in the text, whatever white space the splitter collapsed. */
    private static Pattern spanOf(String sentence) {
        return Pattern.compile(Pattern.compile(" ").splitAsStream(sentence)
                .map(Pattern::quote).collect(Collectors.joining("\\s+")));
    }
}
