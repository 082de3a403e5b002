package io.ragguard.validation.terminology;

import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class TerminologyTest {

    private static final TenantView NORTHWIND = new TenantView("northwind", "Northwind Outfitters", "retail", Map.of(
            "loyalty_program", "Trail Points", "store_credit", "Basecamp Credit", "customer", "guest",
            "gift_card", "Adventure Card", "order_number", "order reference"));
    private static final TenantView BLUEBAY = new TenantView("bluebay", "Bluebay Home & Garden", "retail", Map.of(
            "loyalty_program", "Garden Club Rewards", "store_credit", "Bloom Credit", "customer", "shopper",
            "gift_card", "Garden Gift Card", "order_number", "order ID"));
    private static final TenantView HELIX = new TenantView("helixpharma", "Helix Pharma", "pharma", Map.of(
            "customer", "patient", "lot_number", "batch number"));

    private final Terminology validator = new Terminology();

    @BeforeEach
    void wire() {
        validator.tenants = new Tenants() {
            @Override
            public List<TenantView> all() {
                return List.of(BLUEBAY, HELIX, NORTHWIND);
            }
        };
    }

    @Test
    void passesAnAnswerInTheTenantsOwnTerms() {
        Verdict verdict = validate("northwind", "Trail Points members earn Basecamp Credit [1].");

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isEqualTo(1.0);
        assertThat(verdict.hasPatch()).isFalse();
    }

    @Test
    void failsARivalTermAndSubstitutesTheTenantsOwnPreservingCase() {
        Verdict verdict = validate("northwind", "Garden Club Rewards members earn bloom credit. Shoppers "
                + "can pay with a GARDEN GIFT CARD [1].");

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.score()).isEqualTo(0.0);
        assertThat(verdict.reasons()).containsExactly("rival_term");
        assertThat(verdict.patch()).isEqualTo("Trail Points members earn Basecamp Credit. Guests "
                + "can pay with a ADVENTURE CARD [1].");
    }

    @Test
    void substitutesInTheOtherDirectionForTheRivalTenant() {
        Verdict verdict = validate("bluebay", "Quote your order reference to any guest desk [1].");

        assertThat(verdict.patch()).isEqualTo("Quote your order ID to any shopper desk [1].");
    }

    @Test
    void ignoresTenantsOfAnotherDomainAndTermsInsideLongerWords() {
        assertThat(validate("northwind", "Each patient batch number is logged [1].").outcome())
                .isEqualTo(Outcome.PASS);
        assertThat(validate("northwind", "The shoppers-only lane opens at 9 [1].").outcome())
                .isEqualTo(Outcome.FAIL);
        assertThat(validate("northwind", "Our shopperfest starts at 9 [1].").outcome()).isEqualTo(Outcome.PASS);
    }

    @Test
    void skipsATenantWithoutACatalog() {
        assertThat(validate("nobody", "Garden Club Rewards [1].").outcome()).isEqualTo(Outcome.SKIPPED);
    }

    @Test
    void leavesARivalTermInsideTheTenantsOwnTermAlone() {
        TenantView own = new TenantView("a", "A", "retail", Map.of("gift_card", "Garden Gift Card"));
        TenantView rival = new TenantView("b", "B", "retail", Map.of("gift_card", "Gift Card"));
        List<RivalTerms.Substitution> substitutions = RivalTerms.of(own, List.of(own, rival));

        assertThat(RivalTerms.found("Use a Garden Gift Card [1].", substitutions)).isEmpty();
        assertThat(RivalTerms.substitute("Use a gift card or a Garden Gift Card [1].", substitutions))
                .isEqualTo("Use a Garden Gift Card or a Garden Gift Card [1].");
    }

    private Verdict validate(String tenant, String answer) {
        return validator.validate(new ValidationInput("q", answer, List.of(), tenant, true, 0.5),
                ValidatorSettings.defaults());
    }
}
