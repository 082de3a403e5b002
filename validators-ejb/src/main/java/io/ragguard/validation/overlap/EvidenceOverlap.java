package io.ragguard.validation.overlap;

import io.ragguard.validation.spi.Descriptor;
import io.ragguard.validation.spi.Phase;
import io.ragguard.settings.boundary.SettingDefinition;
import io.ragguard.text.Citations;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Optional;

import static io.ragguard.settings.boundary.SettingDefinition.fraction;

/**
 * The share of the answer's content unigrams and bigrams that also occur in the evidence (each
 * passage's title and text, taken one passage at a time so no bigram spans two passages). An answer
 * below the threshold is likely not grounded in the evidence; there is no patch for that, and what
 * follows is {@code validation.unsupported-sentences}'s, as for unsupported sentences: under
 * {@code refuse} it fails; under {@code flag} it cannot vouch for the answer ({@code unverified}); under
 * {@code remove} (the default) it warns, and faithfulness removes what is unsupported or declines.
 */
@ApplicationScoped
public class EvidenceOverlap implements Validator {

    public static final String NAME = "evidence-overlap";
    static final double DEFAULT_THRESHOLD = 0.08;

    @Override
    public Descriptor descriptor() {
        return Descriptor.of(NAME, Phase.CHECK, "the share of the answer's words and word pairs found in the evidence");
    }

    @Override
    public List<SettingDefinition> parameters() {
        return List.of(fraction("threshold", "Share of the answer's n-grams that must be found in the evidence"));
    }

    @Override
    public Verdict validate(ValidationInput input, ValidatorSettings settings) {
        Optional<Verdict> nothingToJudge = Verdict.skipWithoutClaims(input);
        if (nothingToJudge.isPresent()) {
            return nothingToJudge.get();
        }
        double threshold = settings.threshold(DEFAULT_THRESHOLD);
        if (Citations.strip(input.answer()).isBlank()) {
            return Verdict.fail(0.0, threshold, "empty_answer");
        }
        Set<String> answerGrams = NGrams.of(input.answer());
        if (answerGrams.isEmpty()) {
            return Verdict.pass(1.0, threshold);
        }
        Set<String> evidenceGrams = new HashSet<>();
        for (Evidence e : input.evidence()) {
            evidenceGrams.addAll(NGrams.of(e.title()));
            evidenceGrams.addAll(NGrams.of(e.text()));
        }
        long shared = answerGrams.stream().filter(evidenceGrams::contains).count();
        double score = (double) shared / answerGrams.size();
        if (score >= threshold) {
            return Verdict.pass(score, threshold);
        }
        return switch (settings.global("validation.unsupported-sentences").orElse("remove").strip()) {
            case "refuse" -> Verdict.fail(score, threshold, "low_evidence_overlap");
            case "flag" -> Verdict.unverified(score, threshold, "low_evidence_overlap");
            default -> Verdict.warn(score, threshold, "low_evidence_overlap");
        };
    }
}
