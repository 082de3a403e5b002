package io.ragguard.validation.ego;

import io.ragguard.validation.spi.Descriptor;
import io.ragguard.guardrail.boundary.GuardKind;
import io.ragguard.guardrail.boundary.GuardrailSync;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;

/**
 * The answer speaks as a service, not a person: a match of an {@code ego_claim} regex of the guard
 * lists warns {@code anthropomorphic}, patched with the claim's stored neutral phrasing
 * ({@link NeutralPhrasing}). Score 1 when neutral, else 0.
 */
@ApplicationScoped
public class EgoNeutrality implements Validator {

    public static final String NAME = "ego-neutrality";

    @Inject
    GuardrailSync guardrails;

    @Override
    public Descriptor descriptor() {
        return Descriptor.of(NAME, Phase.PATCH, "the answer speaks as a service, not a person")
                .patching("rewrites an ego claim with its neutral phrasing")
                .judgingSentences();
    }

    @Override
    public Verdict validate(ValidationInput input, ValidatorSettings settings) {
        String answer = input.answerOrEmpty();
        List<NeutralPhrasing.Rewrite> rewrites = guardrails.current().claims(GuardKind.EGO_CLAIM, input.tenant())
                .stream()
                .map(c -> new NeutralPhrasing.Rewrite(c.pattern(),
                        c.entry().detail() == null ? "" : c.entry().detail()))
                .toList();
        if (!NeutralPhrasing.anthropomorphic(answer, rewrites)) {
            return Verdict.pass(1.0, null);
        }
        String rewritten = NeutralPhrasing.rewrite(answer, rewrites);
        Verdict warned = Verdict.warn(0.0, null, "anthropomorphic");
        return rewritten.equals(answer) ? warned : warned.withPatch(rewritten);
    }
}
