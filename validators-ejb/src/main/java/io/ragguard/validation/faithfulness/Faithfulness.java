package io.ragguard.validation.faithfulness;

import io.ragguard.validation.grounding.FaithfulnessModel;
import io.ragguard.validation.grounding.Grounding;
import io.ragguard.settings.boundary.SettingDefinition;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import static io.ragguard.settings.boundary.SettingDefinition.fraction;
import static io.ragguard.settings.boundary.SettingDefinition.number;

/**
 * Whether the answer is supported by the evidence: every sentence of the answer is a claim scored by
 * {@link FaithfulnessModel}, and the answer scores as its weakest claim. Below the threshold, or with
 * a claim that conflicts with an evidence sentence aligned with it at least
 * {@code contradiction-alignment} (0.8: a copied sentence with its figure or name changed), the
 * answer fails as {@code unfaithful}, with the conflicts found in the failing claims (unsupported
 * numbers or names, negation, antonyms; {@code not_entailed} where a configured cross-encoder
 * finds the claim unlikely to follow from its evidence) as further reasons. There is no patch: the claims validator
 * rewrites answers claim by claim.
 */
@ApplicationScoped
public class Faithfulness implements Validator {

    public static final String NAME = "faithfulness";
    static final double DEFAULT_THRESHOLD = 0.35;
    static final double DEFAULT_CONTRADICTION_ALIGNMENT = 0.8;

    @Inject
    Grounding grounding;

    protected Faithfulness() {
    }

    /** Outside the container: the model and encoder given. */
    public Faithfulness(Grounding grounding) {
        this.grounding = grounding;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean judgesSentences() {
        return true;
    }

    @Override
    public List<SettingDefinition> parameters() {
        return List.of(fraction("threshold", "Ensemble score below which a claim is unsupported"),
                number("contradiction-alignment", 0, 1.01,
                        "Alignment from which a claim with a conflict fails whatever its score (above 1: never)"));
    }

    @Override
    public Verdict validate(ValidationInput input, ValidatorSettings settings) {
        if (!input.hasEvidence()) {
            return Verdict.skip("no_reliable_context");
        }
        if (input.declines()) {
            return Verdict.skip("dont_know_answer");
        }
        double threshold = settings.threshold(DEFAULT_THRESHOLD);
        List<String> claims = input.answerSentences();
        if (claims.isEmpty()) {
            return Verdict.fail(0.0, threshold, "empty_answer");
        }
        List<Grounding.ScoredClaim> scored = grounding.score(input.question(), claims,
                grounding.ground(input.evidence(), claims));
        double score = FaithfulnessModel.aggregate(scored.stream().map(Grounding.ScoredClaim::score).toList());
        double contradiction = settings.number("contradiction-alignment", DEFAULT_CONTRADICTION_ALIGNMENT);
        List<Grounding.ScoredClaim> contradicted = scored.stream().filter(claim -> contradicted(claim, contradiction))
                .toList();
        if (score >= threshold && contradicted.isEmpty()) {
            return Verdict.pass(score, threshold);
        }
        Set<String> reasons = new LinkedHashSet<>(List.of("unfaithful"));
        for (Grounding.ScoredClaim claim : scored) {
            if (claim.score() < threshold || contradicted.contains(claim)) {
                reasons.addAll(reasons(claim.claim().conflicts()));
                if (claim.entailment() != null && claim.entailment() < 0.5) {
                    reasons.add("not_entailed");
                }
            }
        }
        return Verdict.fail(score, threshold, reasons.toArray(String[]::new));
    }

    /**
     * Whether the evidence speaks to the same thing as the claim and says otherwise: the claim has a
     * conflict (a number, name, negation or antonym the evidence does not back) and its best evidence
     * sentence is aligned with it at least {@code alignment}, as the claims validator labels a claim
     * Contradictory. "The warranty lasts 3 years" against "The warranty lasts 2 years" fails however
     * much else it copies.
     */
    private static boolean contradicted(Grounding.ScoredClaim claim, double alignment) {
        return !claim.claim().conflicts().isEmpty() && claim.claim().alignment() >= alignment;
    }

    /** Conflicts as reason codes: {@code number:50 mg} becomes {@code unsupported_number}. */
    static List<String> reasons(List<String> conflicts) {
        List<String> reasons = new ArrayList<>();
        for (String conflict : conflicts) {
            String kind = conflict.contains(":") ? conflict.substring(0, conflict.indexOf(':')) : conflict;
            reasons.add(switch (kind) {
                case "number" -> "unsupported_number";
                case "name" -> "unsupported_name";
                case "negation" -> "negation_mismatch";
                default -> kind;
            });
        }
        return reasons;
    }
}
