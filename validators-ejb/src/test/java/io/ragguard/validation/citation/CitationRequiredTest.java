package io.ragguard.validation.citation;

import io.ragguard.validation.spi.Evidence;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class CitationRequiredTest {

    private static final List<Evidence> EVIDENCE = List.of(
            new Evidence(1, "doc-1#0", "Return policy", "Items can be returned within 30 days of delivery for a "
                    + "full refund. The item must be unused and in its original packaging.", 0.82),
            new Evidence(2, "doc-2#0", "Shipping", "Standard shipping takes 3 to 5 business days. Express "
                    + "shipping delivers the next business day for orders placed before noon.", 0.74));

    private final CitationRequired validator = new CitationRequired();

    @Test
    void passesWhenEveryStatementCitesExistingEvidence() {
        Verdict verdict = validate("Items can be returned within 30 days of delivery [1]. "
                + "Standard shipping takes 3 to 5 business days [2].");

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isEqualTo(1.0);
        assertThat(verdict.threshold()).isEqualTo(1.0);
        assertThat(verdict.reasons()).isEmpty();
    }

    @Test
    void letsShortSentencesGoUncited() {
        Verdict verdict = validate("Here is what I found:\n- Items can be returned within 30 days of delivery [1].\n"
                + "Hope this helps!");

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
    }

    @Test
    void skipsWithoutReliableContext() {
        ValidationInput unreliable = new ValidationInput("q", "Returns take 30 days.", EVIDENCE, "acme", false, 0.1);
        ValidationInput empty = new ValidationInput("q", "Returns take 30 days.", List.of(), "acme", true, 0.9);

        assertThat(validator.validate(unreliable, ValidatorSettings.defaults()))
                .isEqualTo(Verdict.skip("no_reliable_context"));
        assertThat(validator.validate(empty, ValidatorSettings.defaults()).outcome()).isEqualTo(Outcome.SKIPPED);
    }

    @Test
    void citesAnAnswerWithoutCitationsFromTheEvidenceItOverlaps() {
        Verdict verdict = validate("Items can be returned within 30 days of delivery. "
                + "Standard shipping takes 3 to 5 business days.");

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.score()).isEqualTo(0.0);
        assertThat(verdict.reasons()).containsExactly("no_citations");
        assertThat(verdict.patch()).isEqualTo("Items can be returned within 30 days of delivery [1]. "
                + "Standard shipping takes 3 to 5 business days [2].");
    }

    @Test
    void scoresTheShareOfCitedStatements() {
        Verdict verdict = validate("Items can be returned within 30 days of delivery [1]. "
                + "Express shipping delivers the next business day.");

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.score()).isEqualTo(0.5);
        assertThat(verdict.reasons()).containsExactly("uncited_sentence");
        assertThat(verdict.patch()).endsWith("Express shipping delivers the next business day [2].");
    }

    @Test
    void removesCitationsOfMissingEvidence() {
        Verdict verdict = validate("Items can be returned within 30 days of delivery [1][7].");

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.score()).isEqualTo(1.0);
        assertThat(verdict.reasons()).containsExactly("invalid_citation");
        assertThat(verdict.patch()).isEqualTo("Items can be returned within 30 days of delivery [1].");
    }

    @Test
    void replacesACitationOfMissingEvidenceWithAnExistingOne() {
        Verdict verdict = validate("Items can be returned within 30 days of delivery [9].");

        assertThat(verdict.reasons()).containsExactly("uncited_sentence", "invalid_citation");
        assertThat(verdict.patch()).isEqualTo("Items can be returned within 30 days of delivery [1].");
    }

    @Test
    void keepsTheLayoutOfAPatchedAnswer() {
        Verdict verdict = validate("Here is what I found:\n\n- Items can be returned within 30 days of delivery.\n"
                + "- Standard shipping takes 3 to 5 business days [2].\n");

        assertThat(verdict.patch()).isEqualTo("Here is what I found:\n\n"
                + "- Items can be returned within 30 days of delivery [1].\n"
                + "- Standard shipping takes 3 to 5 business days [2].\n");
    }

    @Test
    void citesWhatItCanAndLeavesAStatementThatOverlapsNoEvidenceToTheGroundingChecks() {
        Verdict verdict = validate("Items can be returned within 30 days of delivery. "
                + "Our founder sailed across the Atlantic ocean alone in 1998.");

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.reasons()).containsExactly("no_citations", "uncited_sentence");
        assertThat(verdict.patch()).isEqualTo("Items can be returned within 30 days of delivery [1]. "
                + "Our founder sailed across the Atlantic ocean alone in 1998.");
    }

    @Test
    void warnsWithoutRefusingWhenNothingCanBeCited() {
        Verdict verdict = validate("Our founder sailed across the Atlantic ocean alone in 1998.");

        assertThat(verdict.outcome()).isEqualTo(Outcome.WARN);
        assertThat(verdict.reasons()).containsExactly("no_citations", "uncited_sentence");
        assertThat(verdict.hasPatch()).isFalse();
    }

    @Test
    void asksNoCitationOfAGreetingASignOffOrADecline() {
        Verdict verdict = validate("Sure, I can help you with that! Items can be returned within 30 days of "
                + "delivery [1]. The passages do not mention exchanges for gift purchases. Hope this helps you!");

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
    }

    @Test
    void passesBelowFullCoverageWhenTheThresholdAllowsIt() {
        ValidationInput halfCited = input("Items can be returned within 30 days of delivery [1]. "
                + "Express shipping delivers the next business day.");

        Verdict verdict = validator.validate(halfCited, ValidatorSettings.of(Map.of("threshold", "0.5")));

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isEqualTo(0.5);
        assertThat(verdict.threshold()).isEqualTo(0.5);
    }

    private Verdict validate(String answer) {
        return validator.validate(input(answer), ValidatorSettings.of(Map.of()));
    }

    private static ValidationInput input(String answer) {
        return new ValidationInput("How do returns work?", answer, EVIDENCE, "acme", true, 0.78);
    }
}
