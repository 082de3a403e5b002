package io.ragguard.validation.citation;

import io.ragguard.validation.spi.Descriptor;
import io.ragguard.settings.boundary.SettingDefinition;
import io.ragguard.text.Citations;
import io.ragguard.text.Words;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import io.ragguard.validation.text.SentenceSpans.Span;
import io.ragguard.validation.text.SentenceSpans;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.ragguard.settings.boundary.SettingDefinition.fraction;
import static io.ragguard.settings.boundary.SettingDefinition.text;

/**
 * Each citation must point at a passage that supports its sentence: the share of the sentence's
 * content terms found in the cited passage (title and text) must reach the threshold. Markers below
 * it are removed and a note says so. Markers of missing evidence are left to citation-required, and
 * a sentence without content terms keeps its markers. The score is the lowest share of any marker.
 */
@ApplicationScoped
public class CitationRelevance implements Validator {

    public static final String NAME = "citation-relevance";
    static final double DEFAULT_THRESHOLD = 0.10;
    private static final Pattern MARKER = Pattern.compile("(\\s*)\\[(\\d{1,3})]");
    static final String DEFAULT_NOTE =
            "Some citations were removed because the cited passage does not support the sentence.";

    @Override
    public Descriptor descriptor() {
        return Descriptor.of(NAME, Phase.PATCH, "each citation points at a passage that supports its sentence")
                .patching("removes the markers of passages that do not support their sentence")
                .judgingSentences();
    }

    @Override
    public List<SettingDefinition> parameters() {
        return List.of(fraction("threshold", "Share of a cited sentence's words that its passage must hold"),
                text("note", SettingDefinition.TEMPLATE_LENGTH, "Note added where citations were removed"));
    }

    @Override
    public Verdict validate(ValidationInput input, ValidatorSettings settings) {
        Optional<Verdict> nothingToJudge = Verdict.skipWithoutClaims(input);
        if (nothingToJudge.isPresent()) {
            return nothingToJudge.get();
        }
        double threshold = settings.threshold(DEFAULT_THRESHOLD);
        String note = settings.get("note", DEFAULT_NOTE);
        String answer = input.answerOrEmpty();
        Map<Integer, Set<String>> termsByEvidence = new HashMap<>();
        for (Evidence e : input.evidence()) {
            termsByEvidence.put(e.number(), Words.contentTerms(
                    (e.title() == null ? "" : e.title()) + " " + (e.text() == null ? "" : e.text())));
        }
        double lowest = 1.0;
        boolean removed = false;
        StringBuilder patched = new StringBuilder();
        int copied = 0;
        for (Span span : SentenceSpans.of(answer)) {
            Set<String> terms = Words.contentTerms(span.sentence());
            Set<Integer> irrelevant = new HashSet<>();
            for (int number : Citations.numbers(span.sentence())) {
                Set<String> passage = termsByEvidence.get(number);
                if (passage == null || terms.isEmpty()) {
                    continue;
                }
                double share = share(terms, passage);
                lowest = Math.min(lowest, share);
                if (share < threshold) {
                    irrelevant.add(number);
                }
            }
            if (!irrelevant.isEmpty()) {
                removed = true;
                patched.append(answer, copied, span.start())
                        .append(withoutMarkers(answer.substring(span.start(), span.end()), irrelevant));
                copied = span.end();
            }
        }
        if (!removed) {
            return Verdict.pass(lowest, threshold);
        }
        patched.append(answer.substring(copied));
        String repaired = patched.toString().stripTrailing();
        if (!repaired.endsWith(note)) {
            repaired = repaired + "\n\n" + note;
        }
        return Verdict.fail(lowest, threshold, "irrelevant_citation").withPatch(repaired);
    }

    /**
     * The sentence without the given markers, each with the white space before it; a kept marker
     * that followed a removed one takes over its white space ({@code "early [1][2]."} keeping only
     * 2 gives {@code "early [2]."}).
     */
    static String withoutMarkers(String sentence, Set<Integer> removed) {
        Matcher marker = MARKER.matcher(sentence);
        StringBuilder kept = new StringBuilder();
        String space = null;
        int copied = 0;
        while (marker.find()) {
            if (marker.start() > copied) {
                space = null;
            }
            kept.append(sentence, copied, marker.start());
            if (removed.contains(Integer.parseInt(marker.group(2)))) {
                space = space == null ? marker.group(1) : space;
            } else {
                kept.append(marker.group(1).isEmpty() && space != null ? space : marker.group(1))
                        .append('[').append(marker.group(2)).append(']');
                space = null;
            }
            copied = marker.end();
        }
        return kept.append(sentence.substring(copied)).toString();
    }

    private static double share(Set<String> sentenceTerms, Set<String> passageTerms) {
        long shared = sentenceTerms.stream().filter(passageTerms::contains).count();
        return (double) shared / sentenceTerms.size();
    }
}
