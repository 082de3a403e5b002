package io.ragguard.validation.claims;

import io.ragguard.validation.spi.Descriptor;
import io.ragguard.settings.boundary.SettingDefinition;
import io.ragguard.validation.grounding.Grounding;
import io.ragguard.validation.spi.CheckedClaim;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static io.ragguard.settings.boundary.SettingDefinition.choice;
import static io.ragguard.settings.boundary.SettingDefinition.fraction;

/**
 * The answer's atomic claims, each labelled against its best evidence span and reported with the verdict
 * ({@link Verdict#claims()}, for responses and records). The score is the share
 * of supported claims. Any contradicted claim fails ({@code contradicted_claim}); insufficient ones
 * warn ({@code insufficient_claim}); unless {@code strictness} is lenient the verdict carries the
 * answer rewritten by {@link ClaimRewriter}. Settings: {@code strictness} (lenient, moderate, strict),
 * {@code support} (the claim score a supported claim needs, 0.35 as for faithfulness) and
 * {@code contradiction-alignment} (the cosine above which a conflicting sentence contradicts rather than
 * misses, 0.6).
 */
@ApplicationScoped
public class Claims implements Validator {

    public static final String NAME = "claims";
    static final double DEFAULT_SUPPORT = 0.35;
    static final double DEFAULT_CONTRADICTION_ALIGNMENT = 0.6;

    @Inject
    Grounding grounding;

    protected Claims() {
    }

    /** Outside the container: the model and encoder given. */
    public Claims(Grounding grounding) {
        this.grounding = grounding;
    }

    /** The claims of the answer with their labels and evidence spans, for records and the review queue. */
    public List<ClaimVerdict> verify(ValidationInput input, ValidatorSettings settings) {
        ClaimVerifier verifier = new ClaimVerifier(grounding, settings.number("support", DEFAULT_SUPPORT),
                settings.number("contradiction-alignment", DEFAULT_CONTRADICTION_ALIGNMENT));
        return verifier.verify(input.question(), input.answerSentences(), input.evidence());
    }

    @Override
    public Descriptor descriptor() {
        return Descriptor.of(NAME, Phase.GROUND, "each atomic claim is supported by its best evidence span")
                .patching("rewrites the answer without its unsupported claims, unless strictness is lenient")
                .judgingSentences().after("faithfulness");
    }

    @Override
    public List<SettingDefinition> parameters() {
        return List.of(choice("strictness", "What happens to an insufficiently supported claim", "lenient", "moderate", "strict"),
                fraction("support", "Score from which a claim is supported"),
                fraction("contradiction-alignment", "Alignment from which a conflicting claim counts as contradicted"));
    }

    @Override
    public Verdict validate(ValidationInput input, ValidatorSettings settings) {
        Optional<Verdict> nothingToJudge = Verdict.skipWithoutClaims(input);
        if (nothingToJudge.isPresent()) {
            return nothingToJudge.get();
        }
        Strictness strictness = Strictness.of(settings.get("strictness", "moderate"));
        List<ClaimVerdict> verdicts = verify(input, settings);
        if (verdicts.isEmpty()) {
            return Verdict.skip("no_claims");
        }
        long supported = verdicts.stream().filter(v -> v.label() == ClaimLabel.SUPPORTED).count();
        boolean contradicted = verdicts.stream().anyMatch(v -> v.label() == ClaimLabel.CONTRADICTORY);
        boolean insufficient = verdicts.stream().anyMatch(v -> v.label() == ClaimLabel.INSUFFICIENT);
        double score = (double) supported / verdicts.size();
        List<CheckedClaim> checked = verdicts.stream().map(ClaimVerdict::checked).toList();
        if (!contradicted && !insufficient) {
            return Verdict.pass(score, 1.0).withClaims(checked);
        }
        List<String> reasons = new ArrayList<>();
        if (contradicted) {
            reasons.add("contradicted_claim");
        }
        if (insufficient) {
            reasons.add("insufficient_claim");
        }
        Verdict verdict = contradicted ? Verdict.fail(score, 1.0, reasons.toArray(String[]::new))
                : Verdict.warn(score, 1.0, reasons.toArray(String[]::new));
        verdict = verdict.withClaims(checked);
        if (strictness == Strictness.LENIENT) {
            return verdict;
        }
        List<String> sentences = input.answerSentences();
        return verdict.withPatch(ClaimRewriter.rewrite(sentences, verdicts, strictness, input.evidence()));
    }
}
