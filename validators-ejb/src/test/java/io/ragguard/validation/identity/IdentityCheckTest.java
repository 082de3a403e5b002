package io.ragguard.validation.identity;

import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import io.ragguard.tenant.boundary.UnknownTenantException;
import io.ragguard.validation.guardrail.Guards;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class IdentityCheckTest {

    private final IdentityCheck validator = new IdentityCheck();

    @BeforeEach
    void wire() {
        Guards guards = new Guards();
        Guards.IDENTITY_CLAIMS.forEach(claim -> guards.add("identity_claim", null, claim, null));
        validator.guardrails = guards.sync();
        validator.tenants = new Tenants() {
            @Override
            public TenantView require(String id) {
                if (!"northwind".equals(id)) {
                    throw new UnknownTenantException(id);
                }
                return new TenantView("northwind", "Northwind Outfitters", "retail", Map.of());
            }
        };
    }

    @Test
    void passesAnAnswerThatClaimsNoIdentity() {
        Verdict verdict = validate("Express shipping costs $14.95 [1].");

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isEqualTo(1.0);
        assertThat(verdict.hasPatch()).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"I am ChatGPT.", "I'm Gemini, by the way.", "As an OpenAI model, I answer questions.",
            "I was trained by Google.", "I am the Bluebay Home & Garden shopping assistant."})
    void failsAForeignIdentityAndRewritesItsSentence(String claim) {
        Verdict verdict = validate(claim + " Express shipping costs $14.95 [1].");

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.score()).isEqualTo(0.0);
        assertThat(verdict.reasons()).containsExactly("foreign_identity");
        assertThat(verdict.patch()).isEqualTo("I am this service's assistant. Express shipping costs $14.95 [1].");
    }

    @Test
    void allowsTheTenantsOwnName() {
        Verdict verdict = validate("I am the Northwind Outfitters help desk assistant. Shipping costs $14.95 [1].");

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
    }

    @Test
    void introducesItselfOnceAndKeepsTheLayout() {
        Verdict verdict = validate("I'm ChatGPT.\n\nShipping costs $14.95 [1]. As an OpenAI model, I know it.\n"
                + "- Free over $50 [1].");

        assertThat(verdict.patch()).isEqualTo("I am this service's assistant.\n\nShipping costs $14.95 [1].\n"
                + "- Free over $50 [1].");
    }

    @Test
    void usesTheConfiguredReplacement() {
        Verdict verdict = validator.validate(input("I am Claude."),
                ValidatorSettings.of(Map.of("replacement", "This is the Northwind assistant.")));

        assertThat(verdict.patch()).isEqualTo("This is the Northwind assistant.");
    }

    @Test
    void treatsAnUnknownTenantAsHavingNoNameOfItsOwn() {
        ValidationInput input = new ValidationInput("q", "I am the Northwind Outfitters assistant.", List.of(),
                "nobody", true, 0.5);

        Verdict verdict = validator.validate(input, ValidatorSettings.defaults());

        assertThat(verdict.reasons()).containsExactly("foreign_identity");
    }

    private Verdict validate(String answer) {
        return validator.validate(input(answer), ValidatorSettings.defaults());
    }

    private static ValidationInput input(String answer) {
        return new ValidationInput("Who are you?", answer, List.of(), "northwind", true, 0.5);
    }
}
