package io.ragguard.validation.citation;

import io.ragguard.validation.spi.Descriptor;
import io.ragguard.settings.boundary.SettingDefinition;
import io.ragguard.text.Citations;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import static io.ragguard.settings.boundary.SettingDefinition.fraction;

/**
 * Every sentence that states something must cite the evidence with a {@code [n]} marker, and every
 * marker must point at existing evidence. The score is the share of such sentences that are cited;
 * below the threshold the patch drops wrong markers and cites uncited sentences from the evidence they
 * overlap. A statement that overlaps no evidence is left uncited, {@code uncited_sentence}, for the
 * grounding checks to judge: whether the sources support it is theirs to say, not a marker's. The
 * answer is never refused for a citation alone; with nothing to repair the verdict warns.
 */
@ApplicationScoped
public class CitationRequired implements Validator {

    public static final String NAME = "citation-required";
    static final double DEFAULT_THRESHOLD = 1.0;

    @Override
    public Descriptor descriptor() {
        return Descriptor.of(NAME, Phase.PATCH, "every sentence that states something cites the evidence, and every marker points at some")
                .patching("drops wrong markers and cites uncited sentences from the evidence they overlap")
                .judgingSentences();
    }

    @Override
    public List<SettingDefinition> parameters() {
        return List.of(fraction("threshold", "Share of statement sentences that must cite a passage"));
    }

    @Override
    public Verdict validate(ValidationInput input, ValidatorSettings settings) {
        Optional<Verdict> nothingToJudge = Verdict.skipWithoutClaims(input);
        if (nothingToJudge.isPresent()) {
            return nothingToJudge.get();
        }
        double threshold = settings.threshold(DEFAULT_THRESHOLD);
        Set<Integer> numbers = input.evidence().stream().map(Evidence::number).collect(Collectors.toSet());
        String answer = input.answerOrEmpty();
        List<Integer> cited = Citations.numbers(answer);
        boolean invalid = cited.stream().anyMatch(n -> !numbers.contains(n));
        double score = CitationCoverage.of(answer, numbers);
        if (!invalid && score >= threshold) {
            return Verdict.pass(score, threshold);
        }
        List<String> reasons = new ArrayList<>();
        if (score < threshold) {
            reasons.add(cited.isEmpty() ? "no_citations" : "uncited_sentence");
        }
        if (invalid) {
            reasons.add("invalid_citation");
        }
        String patched = new CitationRepair(input.evidence()).repair(answer);
        double repaired = CitationCoverage.of(patched, numbers);
        if (repaired < threshold) {
            reasons.add("uncited_sentence");
        }
        String[] why = reasons.stream().distinct().toArray(String[]::new);
        return patched.equals(answer) ? Verdict.warn(score, threshold, why)
                : Verdict.fail(score, threshold, why).withPatch(patched);
    }
}
