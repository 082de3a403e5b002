package io.ragguard.validation.claims;

import io.ragguard.validation.grounding.BagOfWords;
import io.ragguard.validation.spi.CheckedClaim;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ClaimsTest {

    private static final Evidence DOSING = new Evidence(1, "lumora#0", "Lumora dosing",
            "Store below 25 degrees.\nTake 5 mg of Lumora once a day with food.", 0.8);
    private static final Evidence TRAVEL = new Evidence(2, "travel#0", "Travel", "Paris is the capital of France.",
            0.7);
    private static final String MIXED = "Paris is the capital of France. Take 50 mg of Lumora once a day with food. "
            + "Lumora was invented by aliens in Peru.";

    private final Claims validator = new Claims(BagOfWords.grounding());

    @Test
    void labelsClaimsAndPairsThemWithEvidenceSpans() {
        List<ClaimVerdict> verdicts = validator.verify(input(MIXED), ValidatorSettings.defaults());

        assertThat(verdicts).extracting(ClaimVerdict::label).containsExactly(ClaimLabel.SUPPORTED,
                ClaimLabel.CONTRADICTORY, ClaimLabel.INSUFFICIENT);
        ClaimVerdict dose = verdicts.get(1);
        assertThat(dose.documentId()).isEqualTo("lumora#0");
        assertThat(dose.evidenceNumber()).isEqualTo(1);
        assertThat(DOSING.text().substring(dose.start(), dose.end()))
                .isEqualTo("Take 5 mg of Lumora once a day with food.");
        assertThat(dose.conflicts()).containsExactly("number:50 mg");
    }

    @Test
    void moderateKeepsSupportedRemovesContradictedAndHedgesTheRest() {
        Verdict verdict = validator.validate(input(MIXED), ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.reasons()).containsExactly("contradicted_claim", "insufficient_claim");
        assertThat(verdict.score()).isEqualTo(1.0 / 3);
        assertThat(verdict.patch()).isEqualTo("Paris is the capital of France [2]. "
                + "It may be that Lumora was invented by aliens in Peru. "
                + "Note: a statement that contradicted the sources was removed.\n\nReferences: [2] Travel");
    }

    @Test
    void reportsEachClaimWithItsLabelAndEvidenceSpanInTheVerdict() {
        Verdict verdict = validator.validate(input(MIXED), ValidatorSettings.defaults());

        assertThat(verdict.claims()).extracting(CheckedClaim::label)
                .containsExactly("Supported", "Contradictory", "Insufficient");
        CheckedClaim dose = verdict.claims().get(1);
        assertThat(dose.text()).isEqualTo("Take 50 mg of Lumora once a day with food.");
        assertThat(dose.evidenceId()).isEqualTo("lumora#0");
        assertThat(DOSING.text().substring(dose.start(), dose.end()))
                .isEqualTo("Take 5 mg of Lumora once a day with food.");
        CheckedClaim capital = verdict.claims().get(0);
        assertThat(capital.evidenceId()).isEqualTo("travel#0");
        assertThat(TRAVEL.text().substring(capital.start(), capital.end())).isEqualTo("Paris is the capital of France.");
        assertThat(verdict.claims()).allMatch(c -> c.score() >= 0 && c.score() <= 1);
    }

    @Test
    void reportsTheClaimsOfAnAnswerThatPasses() {
        Verdict verdict = validator.validate(input("Paris is the capital of France."), ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.claims()).singleElement().extracting(CheckedClaim::label).isEqualTo("Supported");
    }

    @Test
    void reportsNoClaimsWithoutEvidence() {
        Verdict verdict = validator.validate(new ValidationInput("q", MIXED, List.of(), "tenant", false, 0.0),
                ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.SKIPPED);
        assertThat(verdict.claims()).isEmpty();
    }

    @Test
    void strictOmitsInsufficientClaims() {
        Verdict verdict = validator.validate(input(MIXED), ValidatorSettings.of(Map.of("strictness", "strict")));

        assertThat(verdict.patch()).isEqualTo("Paris is the capital of France [2]. "
                + "Note: a statement that contradicted the sources was removed. "
                + "Note: a statement the sources do not support was left out.\n\nReferences: [2] Travel");
    }

    @Test
    void lenientOnlyMarks() {
        Verdict verdict = validator.validate(input(MIXED), ValidatorSettings.of(Map.of("strictness", "lenient")));

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.hasPatch()).isFalse();
    }

    @Test
    void passesAnAnswerWhoseClaimsAreAllSupported() {
        ValidationInput input = input("Paris is the capital of France, and Lumora is taken once a day with food.");
        Verdict verdict = validator.validate(input, ValidatorSettings.defaults());

        assertThat(validator.verify(input, ValidatorSettings.defaults())).hasSize(2);
        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isEqualTo(1.0);
    }

    @Test
    void warnsAndHedgesWhenClaimsAreOnlyUnsupported() {
        Verdict verdict = validator.validate(input("The museum opened in Peru."), ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.WARN);
        assertThat(verdict.patch()).isEqualTo("It may be that the museum opened in Peru.");
    }

    @Test
    void contradictsADurationInOtherUnitsOnlyWhenItIsAnotherDuration() {
        Evidence halfHour = new Evidence(1, "lab#0", "Lab", "The blood test takes 30 minutes.", 0.8);
        Evidence twoHours = new Evidence(1, "lab#0", "Lab", "The blood test takes 120 minutes.", 0.8);

        assertThat(labels("The blood test takes 2 hours.", halfHour)).containsExactly(ClaimLabel.CONTRADICTORY);
        assertThat(labels("The blood test takes 2 hours.", twoHours)).containsExactly(ClaimLabel.SUPPORTED);
    }

    @Test
    void keepsARangeWholeInTheClaimAndInThePatch() {
        Evidence storage = new Evidence(1, "vials#0", "Storage",
                "The vials are stored between 2 °C and 25 °C. They must be kept away from light.", 0.8);
        ValidationInput answer = new ValidationInput("How are the vials stored?",
                "The vials are stored between 2 °C and 8 °C and they must be kept away from light.", List.of(storage),
                "tenant", true, 0.8);

        List<ClaimVerdict> verdicts = validator.verify(answer, ValidatorSettings.defaults());

        assertThat(verdicts).extracting(v -> v.claim().text()).containsExactly(
                "The vials are stored between 2 °C and 8 °C.", "They must be kept away from light.");
        assertThat(verdicts).extracting(ClaimVerdict::label).containsExactly(ClaimLabel.CONTRADICTORY,
                ClaimLabel.SUPPORTED);
        assertThat(validator.validate(answer, ValidatorSettings.defaults()).patch()).doesNotContain("2 °C")
                .startsWith("They must be kept away from light [1].");
        assertThat(labels("The vials are stored between 2 °C and 8 °C.",
                new Evidence(1, "vials#0", "Storage", "The vials are stored at 2–8 °C.", 0.8)))
                .containsExactly(ClaimLabel.SUPPORTED);
    }

    private List<ClaimLabel> labels(String answer, Evidence evidence) {
        return validator.verify(new ValidationInput("question", answer, List.of(evidence), "tenant", true, 0.8),
                ValidatorSettings.defaults()).stream().map(ClaimVerdict::label).toList();
    }

    private static ValidationInput input(String answer) {
        return new ValidationInput("question", answer, List.of(DOSING, TRAVEL), "tenant", true, 0.8);
    }
}
