package io.ragguard.validation.overlap;

import io.ragguard.validation.spi.Evidence;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class EvidenceOverlapTest {

    private static final List<Evidence> EVIDENCE = List.of(
            new Evidence(1, "doc-1#0", "Return policy", "Items can be returned within 30 days of delivery for a "
                    + "full refund. Refunds are issued to the original payment method.", 0.82),
            new Evidence(2, "doc-2#0", "Shipping", "Standard shipping takes 3 to 5 business days.", 0.74));

    private final EvidenceOverlap validator = new EvidenceOverlap();

    @Test
    void passesAnAnswerDrawnFromTheEvidence() {
        Verdict verdict = validate("Items can be returned within 30 days of delivery for a full refund [1].", Map.of());

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isEqualTo(1.0);
        assertThat(verdict.threshold()).isEqualTo(0.08);
    }

    @Test
    void warnsOfAnAnswerUnrelatedToTheEvidenceAndLeavesItToFaithfulnessToRemoveOrDecline() {
        Verdict verdict = validate("Our founder sailed across the Atlantic ocean alone.", Map.of());

        assertThat(verdict.outcome()).isEqualTo(Outcome.WARN);
        assertThat(verdict.score()).isEqualTo(0.0);
        assertThat(verdict.reasons()).containsExactly("low_evidence_overlap");
        assertThat(verdict.hasPatch()).isFalse();
    }

    @Test
    void refusesOrFlagsAnAnswerUnrelatedToTheEvidenceAsThePolicySays() {
        ValidationInput input = new ValidationInput("How do refunds work?",
                "Our founder sailed across the Atlantic ocean alone.", EVIDENCE, "acme", true, 0.78);

        Verdict refused = validator.validate(input, ValidatorSettings.of(Map.of(),
                Map.of("validation.unsupported-sentences", "refuse")));
        Verdict flagged = validator.validate(input, ValidatorSettings.of(Map.of(),
                Map.of("validation.unsupported-sentences", "flag")));

        assertThat(refused.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(flagged.outcome()).isEqualTo(Outcome.UNVERIFIED);
    }

    @Test
    void scoresTheShareOfUnigramsAndBigramsFoundInTheEvidence() {
        // grams: refund, arrive, mars, refund arrive, arrive mars -> only "refund" is in the evidence
        Verdict verdict = validate("Refunds arrive on Mars.", Map.of("threshold", "0.25"));

        assertThat(verdict.score()).isEqualTo(0.2);
        assertThat(verdict.outcome()).isEqualTo(Outcome.WARN);
    }

    @Test
    void ignoresCitationMarkers() {
        assertThat(validate("Refunds arrive on Mars [1] [2].", Map.of()).score())
                .isEqualTo(validate("Refunds arrive on Mars.", Map.of()).score());
    }

    @Test
    void failsAnEmptyAnswer() {
        assertThat(validate("  [1] ", Map.of()).reasons()).containsExactly("empty_answer");
        assertThat(validate("", Map.of()).outcome()).isEqualTo(Outcome.FAIL);
    }

    @Test
    void skipsWithoutReliableContext() {
        ValidationInput input = new ValidationInput("q", "Refunds arrive.", EVIDENCE, "acme", false, 0.1);

        assertThat(validator.validate(input, ValidatorSettings.defaults()).outcome()).isEqualTo(Outcome.SKIPPED);
    }

    /** Citation markers do not count as n-grams, so it needs no citation patch before it. */
    @Test
    void runsAsACheckWithoutDependencies() {
        assertThat(validator.phase()).isEqualTo(Phase.CHECK);
        assertThat(validator.after()).isEqualTo(Set.of());
    }

    private Verdict validate(String answer, Map<String, String> settings) {
        ValidationInput input = new ValidationInput("How do refunds work?", answer, EVIDENCE, "acme", true, 0.78);
        return validator.validate(input, ValidatorSettings.of(settings));
    }
}
