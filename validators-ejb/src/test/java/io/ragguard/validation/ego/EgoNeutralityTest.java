package io.ragguard.validation.ego;

import io.ragguard.validation.guardrail.Guards;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class EgoNeutralityTest {

    private final EgoNeutrality validator = new EgoNeutrality();

    /** The ego claims of the V3 migration. */
    @BeforeEach
    void wire() {
        validator.guardrails = new Guards()
                .add("ego_claim", null, "(?i)\\bI (?:really |truly )?feel (?:that )?", "It appears that ")
                .add("ego_claim", null, "(?i)\\bI (?:really |truly |strongly )?believe (?:that )?",
                        "The sources indicate that ")
                .add("ego_claim", null, "(?i)\\bI think (?:that )?", "The sources suggest that ")
                .add("ego_claim", null, "(?i)\\bI remember (?:that )?you\\b", "Earlier in this conversation you")
                .add("ego_claim", null, "(?i)\\bI(?:'m|’m| am) (?:so |very |really )?(?:happy|glad|delighted|thrilled)"
                        + " to(?= (?:help|assist|answer|explain))", "I can")
                .add("ego_claim", null, "(?i)\\bas (?:a|your) (?:friend|person|human being|human),? ", "")
                .add("ego_claim", "bluebay", "(?i)\\bI adore\\b", "Shoppers like")
                .sync();
    }

    @Test
    void passesANeutralAnswer() {
        Verdict verdict = validate("Returns are accepted within 30 days [1].");

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isEqualTo(1.0);
        assertThat(verdict.hasPatch()).isFalse();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "I feel that returns take 30 days [1].|It appears that returns take 30 days [1].",
            "Yes, I really believe the fee is $5 [1].|Yes, the sources indicate that the fee is $5 [1].",
            "I'm happy to help with that. Returns take 30 days [1].|I can help with that. Returns take 30 days [1].",
            "I remember you asked about returns. They take 30 days [1].|Earlier in this conversation you asked about "
                    + "returns. They take 30 days [1].",
            "Fees apply [1]. As a friend, returns are free [2].|Fees apply [1]. Returns are free [2]."})
    void warnsAndRewritesAnAnthropomorphicClaim(String answer, String rewritten) {
        Verdict verdict = validate(answer);

        assertThat(verdict.outcome()).isEqualTo(Outcome.WARN);
        assertThat(verdict.score()).isEqualTo(0.0);
        assertThat(verdict.reasons()).containsExactly("anthropomorphic");
        assertThat(verdict.patch()).isEqualTo(rewritten);
    }

    @Test
    void warnsWithoutAPatchWhenTheRewriteChangesNothing() {
        validator.guardrails = new Guards().add("ego_claim", null, "(?i)\\bI feel\\b", "I feel").sync();

        Verdict verdict = validate("I feel the fee is $5 [1].");

        assertThat(verdict.outcome()).isEqualTo(Outcome.WARN);
        assertThat(verdict.reasons()).containsExactly("anthropomorphic");
        assertThat(verdict.hasPatch()).isFalse();
    }

    @Test
    void leavesGladnessThatIsNotAnOfferAlone() {
        assertThat(validate("I'm glad to hear it. Returns take 30 days [1].").outcome()).isEqualTo(Outcome.PASS);
    }

    @Test
    void appliesATenantsOwnClaimsOnlyToThatTenant() {
        String answer = "I adore the Rose Hall range [1].";

        Verdict northwind = validator.validate(new ValidationInput("q", answer, List.of(), "northwind", true, 0.5),
                ValidatorSettings.defaults());
        Verdict bluebay = validator.validate(new ValidationInput("q", answer, List.of(), "bluebay", true, 0.5),
                ValidatorSettings.defaults());

        assertThat(northwind.outcome()).isEqualTo(Outcome.PASS);
        assertThat(bluebay.patch()).isEqualTo("Shoppers like the Rose Hall range [1].");
    }

    private Verdict validate(String answer) {
        return validator.validate(new ValidationInput("q", answer, List.of(), "northwind", true, 0.5),
                ValidatorSettings.defaults());
    }
}
