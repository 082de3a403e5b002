package io.ragguard.validation.identity;

import io.ragguard.validation.spi.Descriptor;
import io.ragguard.guardrail.boundary.GuardKind;
import io.ragguard.guardrail.boundary.GuardLists;
import io.ragguard.guardrail.boundary.GuardrailSync;
import io.ragguard.settings.boundary.SettingDefinition;
import io.ragguard.tenant.boundary.Tenants;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import io.ragguard.validation.text.SentenceSpans;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;
import java.util.regex.Pattern;

import static io.ragguard.settings.boundary.SettingDefinition.text;

/**
 * The answer must not claim another identity or vendor ({@code identity_claim} regexes of the guard
 * lists; the tenant's own name is allowed). A claim fails with {@code foreign_identity}, patched by
 * {@link IdentityClaims#rewrite} with the setting {@code replacement}. Score 1 when clean, else 0.
 */
@ApplicationScoped
public class IdentityCheck implements Validator {

    public static final String NAME = "identity-check";
    static final String DEFAULT_REPLACEMENT = "I am this service's assistant.";

    @Inject
    GuardrailSync guardrails;

    @Inject
    Tenants tenants;

    @Override
    public Descriptor descriptor() {
        return Descriptor.of(NAME, Phase.PATCH, "the answer claims no other identity or vendor")
                .patching("rewrites a foreign identity claim with the replacement")
                .judgingSentences();
    }

    @Override
    public List<SettingDefinition> parameters() {
        return List.of(text("replacement", SettingDefinition.TEMPLATE_LENGTH, "What replaces a sentence claiming another identity"));
    }

    @Override
    public Verdict validate(ValidationInput input, ValidatorSettings settings) {
        String answer = input.answerOrEmpty();
        List<Pattern> claims = guardrails.current().claims(GuardKind.IDENTITY_CLAIM, input.tenant()).stream()
                .map(GuardLists.Claim::pattern).toList();
        if (claims.stream().noneMatch(claim -> claim.matcher(answer).find())) {
            return Verdict.pass(1.0, null);
        }
        List<SentenceSpans.Span> foreign = IdentityClaims.foreign(answer, claims, tenantName(input.tenant()),
                input.tenant());
        if (foreign.isEmpty()) {
            return Verdict.pass(1.0, null);
        }
        return Verdict.fail(0.0, null, "foreign_identity")
                .withPatch(IdentityClaims.rewrite(answer, foreign, settings.get("replacement", DEFAULT_REPLACEMENT)));
    }

    private String tenantName(String tenant) {
        try {
            return tenants.require(tenant).name();
        } catch (RuntimeException e) {
            return null;
        }
    }
}
