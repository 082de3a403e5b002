package io.ragguard.validation.numeric;

import io.ragguard.validation.spi.Evidence;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class NumericUnitsTest {

    private static final List<Evidence> EVIDENCE = List.of(
            new Evidence(1, "doc-1#0", "Return policy", "Items can be returned within 30 days of delivery. "
                    + "A restocking fee of $14.95 applies to opened electronics.", 0.82),
            new Evidence(2, "doc-2#0", "Dosage", "Adults take 5 mg twice a day. Store below 25°C. "
                    + "Over 1,000 patients took part; 10% reported side effects.", 0.74));
    private static final ValidatorSettings REMOVE = ValidatorSettings.of(Map.of("mode", "remove"));

    private final NumericUnits validator = new NumericUnits();

    @Test
    void passesWhenEveryFigureIsInTheEvidence() {
        Verdict verdict = validate("Items can be returned within 30 days [1]; a fee of $14.95 applies [1]. "
                + "Adults take 5 mg [2] and store it below 25 °C. Over 1000 patients took part, and 10 percent "
                + "reported side effects [2].");

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isEqualTo(1.0);
        assertThat(verdict.reasons()).isEmpty();
    }

    @Test
    void evidenceThatWritesANumberInWordsSupportsItsDigits() {
        Verdict verdict = validator.validate(new ValidationInput("How long is the warranty?",
                "The warranty lasts 2 years [1], and returns are accepted for 30 days [1], not 60 days [1].",
                List.of(new Evidence(1, "w#0", "Warranty", "All products carry a two-year warranty. Returns are "
                        + "accepted within thirty days.", 0.8)), "acme", true, 0.8), ValidatorSettings.defaults());

        assertThat(verdict.score()).isCloseTo(2.0 / 3, within(1e-9));
        assertThat(verdict.patch()).contains("[unverified: 60 days]").doesNotContain("[unverified: 2 years]",
                "[unverified: 30 days]");
    }

    @Test
    void passesAnAnswerWithoutFigures() {
        assertThat(validate("1. Return the item unused [1].\n2. Wait for the refund [1].").outcome())
                .isEqualTo(Outcome.PASS);
    }

    @Test
    void marksAFigureMissingFromTheEvidence() {
        Verdict verdict = validate("Adults take 50 mg twice a day [2].");

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.score()).isEqualTo(0.0);
        assertThat(verdict.reasons()).containsExactly("unsupported_number");
        assertThat(verdict.patch()).isEqualTo("Adults take [unverified: 50 mg] twice a day [2].");
    }

    @Test
    void marksAFigureWhoseUnitDiffersFromTheEvidence() {
        Verdict verdict = validate("Adults take 5 g twice a day [2]. Returns are accepted for 30 days [1].");

        assertThat(verdict.score()).isEqualTo(0.5);
        assertThat(verdict.patch()).isEqualTo("Adults take [unverified: 5 g] twice a day [2]. "
                + "Returns are accepted for 30 days [1].");
    }

    @Test
    void marksATenfoldDoseWhoseNumberTheEvidenceHoldsOnlyForSomethingElse() {
        Verdict verdict = validator.validate(new ValidationInput("What is the adult dose of Caltinex?",
                "The recommended adult dose of Caltinex is 5 mcg twice daily [1].",
                List.of(new Evidence(1, "d#0", "Dosing", "The recommended adult dose of Caltinex is 0.5 mcg twice "
                        + "daily.", 0.8), new Evidence(2, "s#0", "Samples", "Significant sample losses are reported "
                        + "to the FDA within 5 working days.", 0.4)), "helixpharma", true, 0.6),
                ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.patch()).contains("[unverified: 5 mcg]");
    }

    @Test
    void passesAnAnswerWhoseFiguresAreAlreadyMarked() {
        assertThat(validate("Adults take [unverified: 50 mg] twice a day [2].").outcome()).isEqualTo(Outcome.PASS);
    }

    @Test
    void removesTheSentencesOfUnsupportedFiguresWhenToldTo() {
        Verdict verdict = validator.validate(input("Items can be returned within 30 days [1]. "
                + "Adults take 50 mg twice a day [2]. Store it below 25°C [2]."), REMOVE);

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.score()).isCloseTo(2.0 / 3, within(1e-9));
        assertThat(verdict.patch()).isEqualTo("Items can be returned within 30 days [1]. Store it below 25°C [2].");
    }

    @Test
    void removesAListItemWithItsLine() {
        Verdict verdict = validator.validate(input("Key facts:\n- Returns within 30 days [1].\n"
                + "- Take 50 mg daily [2].\n- Store below 25°C [2].\n"), REMOVE);

        assertThat(verdict.patch()).isEqualTo("Key facts:\n- Returns within 30 days [1].\n- Store below 25°C [2].");
    }

    @Test
    void offersNoPatchWhenRemovingWouldLeaveNothing() {
        Verdict verdict = validator.validate(input("Take 50 mg daily [2]."), REMOVE);

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.hasPatch()).isFalse();
    }

    @Test
    void skipsWithoutReliableContext() {
        ValidationInput unreliable = new ValidationInput("q", "Take 50 mg.", EVIDENCE, "acme", false, 0.1);

        assertThat(validator.validate(unreliable, ValidatorSettings.defaults()))
                .isEqualTo(Verdict.skip("no_reliable_context"));
    }

    private Verdict validate(String answer) {
        return validator.validate(input(answer), ValidatorSettings.defaults());
    }

    private static ValidationInput input(String answer) {
        return new ValidationInput("What should I know?", answer, EVIDENCE, "acme", true, 0.78);
    }
}
